import type { Db } from './db/client'
import type { Host } from './hosts'
import type { Principal } from './middleware/session'
import type { Grants } from './services/access/grants'

export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    host: Host
    requestId: string
    principal: Principal | null
    /** The request carried a session that has expired (answer 'Session Expired.'). */
    sessionExpired: boolean
    /** The caller's permissions, loaded once per request by requirePermission. */
    grants?: Grants
  }
}
