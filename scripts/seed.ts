/**
 * Loads the demo data into the local D1 database (the same files `wrangler dev` uses).
 * Idempotent: a database that already has the demo is left alone.
 *   tsx scripts/seed.ts [--persist-to .wrangler/state]
 */
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { createDb } from '../worker/db/client'
import { seedDemoResumes } from '../worker/db/seed/acme-resumes'
import { seedDemo } from '../worker/db/seed/demo'

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } })

const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: { path: `${values['persist-to']}/v3` },
  remoteBindings: false,
})
try {
  // npm start passes PORT on: the signed demo offer's certificate names the verify page it serves.
  const mainDomain = process.env.PORT ? `localhost:${process.env.PORT}` : proxy.env.MAIN_DOMAIN
  const db = createDb(proxy.env.DB)
  const { created } = await seedDemo(db, { files: proxy.env.FILES, mainDomain })
  console.log(created ? 'Demo data loaded.' : 'Demo data already present.')
  // The demo resumes need the R2 bucket as well (worker/db/seed/acme-resumes.ts).
  if ((await seedDemoResumes(db, proxy.env.FILES)).created) console.log('Demo resumes loaded.')
} finally {
  await proxy.dispose()
}
