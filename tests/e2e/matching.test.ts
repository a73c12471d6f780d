/**
 * Matching in a real browser: Acme's owner opens a job and sees its top candidates with scores
 * and why, drafts a description with AI, and adds a candidate to the pipeline; the candidate sees
 * a matching job in their area. E2E_SCREENSHOTS=<dir> keeps a screenshot of each screen.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, urlFor } from './browser'

let browser: Browser
let page: Page

const acme = (path: string) => urlFor({ business: 'acme' }, path)
const shot = async (p: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await p.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}

beforeAll(async () => {
  browser = await launchBrowser()
  page = await newPage(browser)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(acme('/auth/login'))
  await page.getByLabel('Email').fill('owner@acme.example')
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/dashboard')
})

afterAll(async () => {
  await browser?.close()
})

describe('matching', () => {
  it('the owner opens a job and sees its top candidates with scores and why', async () => {
    await page.goto(acme('/admin/opportunities'))
    await page.getByRole('link', { name: 'Senior Backend Engineer' }).first().click()
    const top = page.getByRole('list', { name: 'Top candidates' })
    await top.waitFor()
    const first = top.getByRole('listitem', { name: 'Samuel Wright' })
    await first.getByText('5 of 5 skills:').waitFor()
    expect(await top.getByRole('listitem').first().getAttribute('aria-label')).toBe('Samuel Wright')
    expect(await first.textContent()).toMatch(/^\d+\/ 100/)
    await first.getByText('8 years of experience, within the 5–10 years asked').waitFor()
    const casey = top.getByRole('listitem', { name: 'Casey Morgan' })
    await casey.getByText('4 of 5 skills:').waitFor()
    expect(await casey.getByRole('list', { name: 'Skills' }).textContent()).toContain('Distributed Systems: missing')
    await shot(page, 'matching-top-candidates')
  })

  it('adds a top candidate to the pipeline in one click', async () => {
    const top = page.getByRole('list', { name: 'Top candidates' })
    const add = top.getByRole('button', { name: /^Add .+ to the pipeline$/ }).first()
    const label = (await add.getAttribute('aria-label')) ?? ''
    const name = label.replace(/^Add /, '').replace(/ to the pipeline$/, '')
    expect(name.length).toBeGreaterThan(0)
    await add.click()
    await page
      .locator('[data-sonner-toast][data-type="success"]', { hasText: 'Added to Senior Backend Engineer.' })
      .waitFor()
    await top.getByRole('listitem', { name }).getByText('In pipeline · New').waitFor()
    // The application exists, in this job's pipeline, as new.
    const href = (await top.getByRole('listitem', { name }).getByRole('link', { name }).getAttribute('href')) ?? ''
    const candidateId = href.split('/').at(-1)
    const answer = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'include' })
      return (await res.json()) as { data: { opportunity: { title: string }; stage: string; source: string }[] }
    }, `/api/v1/wildcard/candidates/${candidateId}/applications`)
    const added = answer.data.find((a) => a.opportunity.title === 'Senior Backend Engineer')
    expect(added).toMatchObject({ stage: 'new', source: 'top candidates' })
  })

  it('drafts a description with AI, shows it to edit, and puts it in the form only when accepted', async () => {
    await page.getByRole('button', { name: 'Edit' }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('button', { name: 'Draft with AI' }).click()
    const draft = page.getByRole('dialog', { name: 'Draft a job description' })
    const text = draft.getByLabel('Draft')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('textarea')].some((t) => t.value.startsWith('## About the role')),
    )
    const written = await text.inputValue()
    expect(written).toContain('## Requirements')
    // The form's salary, listed as given; no benefit the form did not give.
    expect(written).toContain('- Salary: $140,000 – $175,000 a year')
    expect(written).not.toMatch(/insurance|401\(k\)|equity/i)
    await text.fill(`${written}\n\nEdited by hand.`)
    await shot(page, 'matching-draft')
    await draft.getByRole('button', { name: 'Use this description' }).click()
    expect(await form.getByLabel('Description').inputValue()).toMatch(/^## About the role[\s\S]*Edited by hand\.$/)
    await form.getByRole('button', { name: 'Cancel' }).click()
  })

  it('the candidate sees a matching job and why it fits', async () => {
    const candidate = await newPage(browser)
    await candidate.goto(urlFor({ candidate: 'acme' }, '/candidates/auth/login'))
    await candidate.getByLabel('Email').fill('candidate@acme.example')
    await candidate.getByLabel('Password', { exact: true }).fill('Candidate@12345')
    await candidate.getByRole('button', { name: 'Sign in', exact: true }).click()
    await candidate.waitForURL((url) => url.pathname === '/candidates/dashboard')
    await candidate.getByRole('link', { name: 'Matching jobs' }).click()
    const jobs = candidate.getByRole('list', { name: 'Matching jobs' })
    await jobs.waitFor()
    const backend = jobs.getByRole('listitem', { name: 'Senior Backend Engineer' })
    await backend.getByText('4 of 5 skills:').waitFor()
    expect(await backend.getByRole('list', { name: 'Skills' }).textContent()).toContain('Distributed Systems: missing')
    const titles = await jobs.getByRole('heading', { level: 2 }).allTextContents()
    expect(titles[0]).toBe('Senior Backend Engineer')
    await shot(candidate, 'matching-candidate-jobs')
    await candidate.close()
  })
})
