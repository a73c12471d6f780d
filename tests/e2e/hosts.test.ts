import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('hosts in a real browser', () => {
  it('loads the SPA on the main domain', async () => {
    const page = await newPage(browser)
    const res = await page.goto(urlFor(null, '/auth/login'))
    expect(res?.status()).toBe(200)
    await expect.poll(() => page.locator('#root').innerHTML()).not.toBe('')
  })

  it("loads Acme's portal on acme.localhost with the business's name", async () => {
    const page = await newPage(browser)
    const res = await page.goto(urlFor({ business: 'acme' }, '/auth/login'))
    expect(res?.status()).toBe(200)
    await expect.poll(() => page.textContent('body')).toContain('Acme Corporation')
  })

  it('answers an unknown business with the 404 page', async () => {
    const page = await newPage(browser)
    const res = await page.goto(urlFor({ business: 'no-such-business' }, '/auth/login'))
    expect(res?.status()).toBe(404)
    expect(await page.title()).toBe('Business not found')
    expect(await page.textContent('h1')).toBe('Business not found')
  })
})
