import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** /api/v1/home: anonymous calls of the public site. */
export const homeRoutes = new Hono<AppEnv>()
