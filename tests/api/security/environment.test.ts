/**
 * Issue 11, finding 13: the deployed configuration is production unless told otherwise; the
 * development mailbox (every code and link the product e-mails) exists only where npm start,
 * npm run dev and the tests turn development on.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import wranglerToml from '../../../wrangler.toml?raw'
import { HOST } from '../../setup/http'
import { fetchWorker } from './worker'

/** The [vars] table of wrangler.toml: what a deploy gets when nobody overrides anything. */
function deployedVars(): Record<string, string> {
  const section = wranglerToml.split(/^\[vars\]\s*$/m)[1]!.split(/^\[/m)[0]!
  return Object.fromEntries([...section.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]))
}

describe('ENVIRONMENT', () => {
  it('is production in wrangler.toml, the configuration a deploy uses', () => {
    expect(deployedVars().ENVIRONMENT).toBe('production')
  })

  it('is development in the tests, turned on by their own configuration (vitest.config.ts)', () => {
    expect(env.ENVIRONMENT).toBe('development')
  })
})

describe('the development mailbox', () => {
  const production = { env: { ENVIRONMENT: 'production' } }

  it('is 404 in production: the API and the page', async () => {
    const api = await fetchWorker(HOST.main, '/api/v1/dev/mailbox', production)
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ success: false, data: null })
    const page = await fetchWorker(HOST.main, '/dev/mailbox', production)
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('Dev mailbox')
  })

  it('is 404 for any value other than development (a typo is not development)', async () => {
    for (const value of ['', 'Development', 'staging', 'dev']) {
      expect((await fetchWorker(HOST.main, '/api/v1/dev/mailbox', { env: { ENVIRONMENT: value } })).status, value).toBe(
        404,
      )
    }
  })

  it('is there in development', async () => {
    expect((await fetchWorker(HOST.main, '/api/v1/dev/mailbox')).status).toBe(200)
    const page = await fetchWorker(HOST.main, '/dev/mailbox')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Dev mailbox')
  })
})
