/**
 * Loads the demo data into the local D1 database (the same files `wrangler dev` uses).
 * Idempotent: a database that already has the demo is left alone.
 *   tsx scripts/seed.ts [--persist-to .wrangler/state]
 */
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { createDb } from '../worker/db/client'
import { seedDemo } from '../worker/db/seed/demo'

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } })

const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: { path: `${values['persist-to']}/v3` },
  remoteBindings: false,
})
try {
  const { created } = await seedDemo(createDb(proxy.env.DB))
  console.log(created ? 'Demo data loaded.' : 'Demo data already present.')
} finally {
  await proxy.dispose()
}
