import { PDFDocument } from 'pdf-lib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, urlFor } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("Acme's careers page without JavaScript", () => {
  it('takes an application as a plain form post', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(urlFor({ business: 'acme' }, '/jobs'))
    await page
      .getByRole('link', { name: /Frontend Engineer/ })
      .first()
      .click()
    await page.waitForURL(/\/jobs\/[0-9a-f-]+$/)

    // First without an e-mail: the page comes back with the error and what was typed.
    await page.getByLabel('First name').fill('Tomasz')
    await page.getByLabel('Last name').fill('Nowak')
    await page.getByLabel('Phone').fill('+48 600 100 200')
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect.poll(() => page.getByText('Please enter Email').count()).toBeGreaterThan(0)
    expect(await page.getByLabel('First name').inputValue()).toBe('Tomasz')

    const doc = await PDFDocument.create()
    doc.addPage().drawText('Tomasz Nowak, frontend engineer', { x: 50, y: 700 })
    await page.getByLabel('E-mail').fill('tomasz.nowak@example.com')
    await page
      .getByLabel(/Resume/)
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.waitForURL(/applied=1/)
    await expect.poll(() => page.getByText('Thank you for applying.').count()).toBe(1)
    await context.close()
  })
})
