/**
 * The verify registry (docs/offers.md): anyone uploads a PDF, to the API or to the /offers/verify
 * page without JavaScript, and learns whether it is a signed offer of the platform, unchanged.
 * The demo's signed offer (Lena Fischer's, with its files in R2) is the file checked.
 */
import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { call, db, HOST, seed } from '../../setup/http'
import { ip, storedBytes } from './helpers'

let signed: typeof schema.offerLetters.$inferSelect
let files: { original: Uint8Array; letter: Uint8Array; complete: Uint8Array }

beforeAll(async () => {
  await seed()
  signed = (await db().query.offerLetters.findFirst({ where: eq(schema.offerLetters.status, 'signed') }))!
  files = {
    original: await storedBytes(signed.documentId),
    letter: await storedBytes(signed.signedLetterDocumentId),
    complete: await storedBytes(signed.signedDocumentId),
  }
})

const form = (bytes: Uint8Array | string, name = 'offer.pdf', type = 'application/pdf') => {
  const f = new FormData()
  f.set('file', new File([bytes], name, { type }))
  return f
}

/** The same file with one byte changed (in the middle, where a reader would not notice). */
const tampered = (bytes: Uint8Array) => {
  const copy = bytes.slice()
  const at = Math.floor(copy.length / 2)
  copy[at] = copy[at] === 0x20 ? 0x21 : 0x20
  return copy
}

describe('POST /home/offer_letters/verify', () => {
  it('recognizes the signed offer, its signed letter and its original, and nothing else', async () => {
    const check = (bytes: Uint8Array) =>
      call(HOST.main, 'POST', '/home/offer_letters/verify', { form: form(bytes), ip: ip() })
    const complete = await check(files.complete)
    expect(complete.status).toBe(200)
    expect(complete.body.message).toBe('Authentic signed offer')
    expect(complete.body.data).toMatchObject({
      sha256: signed.signedSha256,
      match: 'signed',
      offer: { id: signed.id, company: 'Acme Corporation', signer_name: 'Lena Fischer' },
      verdict: { tone: 'success' },
    })
    expect((await check(files.letter)).body.data.match).toBe('signed_letter')
    const original = await check(files.original)
    expect(original.body.data).toMatchObject({ match: 'original', offer: { signer_name: null, signed_at: null } })
    const changed = await check(tampered(files.complete))
    expect(changed.status).toBe(200)
    expect(changed.body.message).toBe('Not recognized')
    expect(changed.body.data).toMatchObject({ match: null, offer: null })
  })

  it('takes a PDF only (415), needs a file (422), and answers only on the main domain', async () => {
    const text = await call(HOST.main, 'POST', '/home/offer_letters/verify', {
      form: form('hello', 'note.txt', 'text/plain'),
      ip: ip(),
    })
    expect(text.status).toBe(415)
    expect(text.body.message).toBe('Please choose a PDF file.')
    const none = await call(HOST.main, 'POST', '/home/offer_letters/verify', { form: new FormData(), ip: ip() })
    expect(none.status).toBe(422)
    const elsewhere = await call(HOST.acme, 'POST', '/home/offer_letters/verify', { form: form(files.complete) })
    expect(elsewhere.status).toBe(404)
  })

  it('limits checks from one IP', async () => {
    const from = '198.51.100.200'
    let last = 0
    for (let i = 0; i < 61; i++)
      last = (await call(HOST.main, 'POST', '/home/offer_letters/verify', { form: form(files.original), ip: from }))
        .status
    expect(last).toBe(429)
  })
})

describe('/offers/verify (the page, no JavaScript)', () => {
  const post = (body: FormData, host: string = HOST.main) =>
    SELF.fetch(`http://${host}/offers/verify`, {
      method: 'POST',
      body,
      headers: { host, 'cf-connecting-ip': ip() },
    })

  it('shows a form that posts a file to itself', async () => {
    const res = await SELF.fetch(`http://${HOST.main}/offers/verify`, { headers: { host: HOST.main } })
    expect(res.status).toBe(200)
    const html = await res.text()
    const formTag = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(formTag).toContain('action="/offers/verify"')
    expect(formTag).toContain('method="post"')
    expect(formTag).toContain('encType="multipart/form-data"')
    expect(html).toContain('name="file"')
  })

  it('says the signed file is authentic and a changed copy is not', async () => {
    const good = await post(form(files.complete, 'Signed offer - Lena Fischer.pdf'))
    expect(good.status).toBe(200)
    const html = await good.text()
    expect(html).toContain('Authentic signed offer')
    expect(html).toContain('Signed offer - Lena Fischer.pdf')
    expect(html).toContain(signed.signedSha256!)
    const bad = await (await post(form(tampered(files.complete)))).text()
    expect(bad).toContain('Not recognized')
    const notPdf = await post(form('hello', 'note.txt', 'text/plain'))
    expect(notPdf.status).toBe(415)
    expect(await notPdf.text()).toContain('Please choose a PDF file.')
  })

  it('sends visitors of a business or candidate host to the main domain’s page', async () => {
    for (const host of [HOST.acme, HOST.acmeCandidate]) {
      const res = await SELF.fetch(`http://${host}/offers/verify`, { headers: { host }, redirect: 'manual' })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('http://localhost:8787/offers/verify')
    }
  })
})
