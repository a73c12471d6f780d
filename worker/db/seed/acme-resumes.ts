/**
 * Demo resumes (they need R2, so `npm run seed` loads them after the rows, with the bucket):
 * two of Acme's candidates have their resume on file (a PDF and a Word document, shown in place
 * on their page), and the recruiter's upload of four resumes waits on the extraction screen:
 * three read (one of them a person already on file) and a scan that has no text. The files are
 * written here and read by the real extractor, as an upload would be. Loaded once.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { newId } from '../../lib/ids'
import { embeddedExtractor } from '../../providers/resume/embedded'
import { ResumeReadError } from '../../providers/resume/errors'
import { meter } from '../../services/plan-limits'
import type { Db } from '../client'
import { businesses, candidates, documents, employees, resumeBatches, resumes, statusHistories } from '../schema'
import { resumeDocx, resumePdf, scannedPdf } from './resume-files'

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const TXT = 'text/plain; charset=utf-8'

type DemoFile = { fileName: string; contentType: string; bytes: Uint8Array; ext: string }

const MAYA = [
  'Maya Fernandes',
  'Senior Backend Engineer',
  'Austin, TX | maya.fernandes@example.com | +1 (512) 555-0188',
  'linkedin.com/in/maya-fernandes',
  'SUMMARY',
  'Backend engineer who builds payment and billing services in Go and Python.',
  'EXPERIENCE',
  'Senior Backend Engineer',
  'Ledgerly Inc - Austin, TX',
  'Mar 2021 - Present',
  '- Led the move of billing to event-driven services on Kafka and PostgreSQL.',
  'Software Engineer',
  'Northwind Solutions LLC - Dallas, TX',
  'Jun 2017 - Feb 2021',
  '- Built REST APIs in Python and Django for logistics customers.',
  'EDUCATION',
  'Bachelor of Science in Computer Science',
  'University of Texas at Austin',
  '2017',
  'SKILLS',
  'Go, Python, PostgreSQL, Kafka, Docker, Kubernetes, AWS',
]

const JONAS = [
  'Jonas Weber',
  'Product Designer',
  'Berlin, Germany | jonas.weber@example.de | +49 30 12345678',
  'Experience',
  'Product Designer',
  'Kiezkraft GmbH',
  'April 2020 - Present',
  'UX Designer',
  'Studio Nord GmbH',
  '2017 - 2020',
  'Education',
  'M.A. Interaction Design',
  'Universität der Künste Berlin',
  '2017',
  'Skills',
  'Figma, User Research, Prototyping, Design Systems, Sketch',
]

/** A candidate's resume from what Acme has on file for them. */
function resumeLinesOf(c: typeof candidates.$inferSelect): string[] {
  const education = c.education ?? []
  return [
    `${c.firstName} ${c.lastName}`,
    c.currentTitle ?? '',
    [c.location, c.email, c.phone].filter(Boolean).join(' | '),
    'SUMMARY',
    `${c.currentTitle ?? 'Engineer'} with ${c.experienceYears ?? 'several'} years of experience, most recently at ${c.currentCompany ?? 'a product company'}.`,
    'EXPERIENCE',
    c.currentTitle ?? '',
    c.currentCompany ?? '',
    `Jan ${new Date().getUTCFullYear() - (c.experienceYears ?? 2)} - Present`,
    'EDUCATION',
    ...education.flatMap((e) => [e.degree, e.institution ?? '', e.year ? String(e.year) : '']),
    'SKILLS',
    c.skills.join(', '),
  ]
}

async function put(files: R2Bucket, businessId: string, f: DemoFile) {
  const id = newId()
  const key = `businesses/${businessId}/resumes/${id}.${f.ext}`
  await files.put(key, f.bytes, {
    httpMetadata: { contentType: f.contentType },
    customMetadata: { fileName: f.fileName },
  })
  return { id, key }
}

/** Loads the demo resumes once (nothing when Acme already has a resume record). */
export async function seedDemoResumes(db: Db, files: R2Bucket, now = new Date()): Promise<{ created: boolean }> {
  const [acme] = await db.select().from(businesses).where(eq(businesses.slug, 'acme')).limit(1)
  if (!acme) return { created: false }
  const [existing] = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.businessId, acme.id)).limit(1)
  if (existing) return { created: false }
  const [recruiter] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.businessId, acme.id), eq(employees.email, 'recruiter@acme.example')))
  const people = await db
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.businessId, acme.id),
        inArray(candidates.email, ['aisha.mohammed@example.com', 'noah.kim@example.net']),
      ),
    )

  // Resumes on file: Aisha's as a PDF, Noah's as a Word document.
  for (const c of people) {
    const isPdf = c.firstName === 'Aisha'
    const lines = resumeLinesOf(c)
    const file: DemoFile = isPdf
      ? {
          fileName: `${c.firstName} ${c.lastName} resume.pdf`,
          contentType: PDF,
          bytes: await resumePdf(lines),
          ext: 'pdf',
        }
      : { fileName: `${c.firstName}_${c.lastName}_CV.docx`, contentType: DOCX, bytes: resumeDocx(lines), ext: 'docx' }
    const stored = await put(files, acme.id, file)
    await db.batch([
      db.insert(documents).values({
        id: stored.id,
        businessId: acme.id,
        key: stored.key,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        kind: 'resume',
      }),
      db
        .update(candidates)
        .set({ resumeDocumentId: stored.id })
        .where(and(eq(candidates.businessId, acme.id), eq(candidates.id, c.id))),
    ])
  }

  // The recruiter's upload of two hours ago, read by the extractor.
  const aisha = people.find((c) => c.firstName === 'Aisha')
  const batch: DemoFile[] = [
    { fileName: 'Maya Fernandes - CV.pdf', contentType: PDF, bytes: await resumePdf(MAYA), ext: 'pdf' },
    { fileName: 'jonas_weber_resume.docx', contentType: DOCX, bytes: resumeDocx(JONAS), ext: 'docx' },
    {
      fileName: 'aisha-mohammed-2026.txt',
      contentType: TXT,
      bytes: new TextEncoder().encode(
        (aisha ? resumeLinesOf({ ...aisha, currentTitle: 'Senior Software Engineer' }) : MAYA).join('\n'),
      ),
      ext: 'txt',
    },
    { fileName: 'scan_0042.pdf', contentType: PDF, bytes: await scannedPdf(), ext: 'pdf' },
  ]
  const uploadedAt = new Date(now.getTime() - 2 * 3600_000)
  const batchId = newId(uploadedAt.getTime())
  await db.insert(resumeBatches).values({
    id: batchId,
    businessId: acme.id,
    uploadedBy: recruiter?.id ?? null,
    fileCount: batch.length,
    notifiedAt: new Date(uploadedAt.getTime() + 60_000),
    createdAt: uploadedAt,
    updatedAt: uploadedAt,
  })
  for (const [i, f] of batch.entries()) {
    const at = new Date(uploadedAt.getTime() + i * 1000)
    const stored = await put(files, acme.id, f)
    const id = newId(at.getTime())
    const outcome = await embeddedExtractor
      .extractResume({ bytes: f.bytes, contentType: f.contentType, fileName: f.fileName }, { now, region: 'US' })
      .then(
        (extracted) => ({ status: 'extracted' as const, extracted, error: null }),
        (err: unknown) => {
          if (!(err instanceof ResumeReadError)) throw err
          return { status: 'failed' as const, extracted: null, error: err.message }
        },
      )
    await db.batch([
      db.insert(documents).values({
        id: stored.id,
        businessId: acme.id,
        key: stored.key,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.bytes.byteLength,
        kind: 'resume',
        uploadedBy: recruiter?.id ?? null,
        createdAt: at,
        updatedAt: at,
      }),
      db.insert(resumes).values({
        id,
        businessId: acme.id,
        documentId: stored.id,
        batchId,
        status: outcome.status,
        extracted: outcome.extracted,
        error: outcome.error,
        extractor: 'embedded',
        extractedAt: new Date(at.getTime() + 30_000),
        uploadedBy: recruiter?.id ?? null,
        createdAt: at,
        updatedAt: at,
      }),
      db.insert(statusHistories).values([
        {
          businessId: acme.id,
          entity: 'resume',
          entityId: id,
          fromStatus: null,
          toStatus: 'queued',
          reason: `Uploaded ${f.fileName}.`,
          actorKind: 'employee',
          actorId: recruiter?.id ?? null,
          createdAt: at,
        },
        {
          businessId: acme.id,
          entity: 'resume',
          entityId: id,
          fromStatus: 'processing',
          toStatus: outcome.status,
          reason: outcome.error ?? 'Extracted by the embedded extractor.',
          actorKind: 'system',
          actorId: null,
          createdAt: new Date(at.getTime() + 30_000),
        },
      ]),
    ])
  }
  await meter(db, acme.id, 'ai_extraction', batch.length, now)
  return { created: true }
}
