/** Resume files for the API tests (written here: pdf-lib, a DOCX zipped with fflate, text) and upload helpers. */
import { and, eq } from 'drizzle-orm'
import { businesses, resumes } from '../../../worker/db/schema'
import { docx, ONE_COLUMN_LINES, onePagePdf, twoColumnPdf, utf8 } from '../../providers/resume/make-files'
import { call, db, HOST } from '../../setup/http'

export { docx, encryptedPdf, ONE_COLUMN_LINES, onePagePdf, twoColumnPdf, utf8 } from '../../providers/resume/make-files'

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes], name, { type })

/** One resume per person, in the three formats the product reads. */
export const people = {
  /** Priya: a one-column PDF. */
  priyaPdf: async () => file(await onePagePdf(ONE_COLUMN_LINES), 'Priya Sharma resume.pdf', 'application/pdf'),
  /** Daniel: a two-column PDF (sidebar and main column). */
  danielPdf: async () => file(await twoColumnPdf(), 'daniel-okafor.pdf', 'application/pdf'),
  /** Meera: a DOCX with a table of skills. */
  meeraDocx: () =>
    file(
      docx(
        [
          'Meera Iyer',
          'HR Business Partner',
          'Chennai, Tamil Nadu | meera.iyer@example.net | +91 44 2345 6789',
          'Professional Experience',
          'HR Business Partner',
          'Zenith Retail Pvt Ltd, Chennai',
          'April 2017 - till date',
          'Education',
          'MBA in Human Resources',
          'Madras Christian College',
          '2016',
          'Key Skills',
        ],
        [
          ['Talent Acquisition', 'Payroll'],
          ['Employee Engagement', 'HRIS'],
        ],
      ),
      'Meera_Iyer.docx',
      DOCX_TYPE,
    ),
  /** Tomás: plain text (each call a phone number of its own unless one is given). */
  tomasTxt: (
    email = 'tomas.alvarez@example.com',
    phone = `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  ) =>
    file(
      utf8(
        [
          'Tomás Álvarez',
          'Data Analyst',
          `Madrid, Spain | ${email} | ${phone}`,
          '',
          'EXPERIENCE',
          'Data Analyst',
          'Iberia Analytics S.L.',
          'Mar 2020 - Present',
          '',
          'EDUCATION',
          'BSc in Statistics',
          'Universidad Complutense de Madrid',
          '2019',
          '',
          'SKILLS',
          'SQL, Python, Tableau, Excel',
        ].join('\n'),
      ),
      'tomas.txt',
      'text/plain',
    ),
}

export function form(files: File[]) {
  const f = new FormData()
  for (const x of files) f.append('files', x)
  return f
}

export const upload = (cookie: string, files: File[], host: string = HOST.acme) =>
  call(host, 'POST', '/wildcard/resumes/upload', { cookie, form: form(files) })

/** Ask until `done` holds (the queue delivers within a second or two locally), or give up after 30 s. */
export async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const v = await ask()
    if (done(v) || Date.now() > deadline) return v
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The records of a batch once none is queued or extracting. */
export const settledBatch = (cookie: string, batchId: string, host: string = HOST.acme) =>
  until(
    async () => (await call(host, 'GET', `/wildcard/resumes?batch_id=${batchId}&limit=100`, { cookie })).body.data,
    (d) => d.rows.every((r: { status: string }) => r.status !== 'queued' && r.status !== 'processing'),
  )

export const businessId = async (slug: string) =>
  (await db().query.businesses.findFirst({ where: eq(businesses.slug, slug) }))!.id

export const resumeRow = async (id: string) => db().query.resumes.findFirst({ where: eq(resumes.id, id) })

export const resumesOf = async (businessIdValue: string) =>
  db()
    .select()
    .from(resumes)
    .where(and(eq(resumes.businessId, businessIdValue)))
