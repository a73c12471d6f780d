import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      MIGRATION_DB: D1Database
      TEST_GOOGLE_PRIVATE_JWK: string
    }
  }
}
