/**
 * Saving reviewed resumes: new candidates (save_records) or an existing candidate's record
 * filled from one (save_candidate/:id). The recruiter's corrections win over what was
 * extracted; the uploaded file becomes the candidate's resume; the resume record is marked
 * saved in the same batch as the write it led to.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { candidateDocuments, candidates, documents, resumes } from '../../db/schema'
import { ApiError, conflict, type FieldError, notFound } from '../../lib/errors'
import type { StaffScope } from '../../lib/scope'
import type { ResumeExtraction } from '../../providers/resume/fields.schema'
import { toFieldErrors } from '../../schemas/zod'
import { historyIfChanged } from '../../services/guarded-write'
import { isUniqueViolation } from '../../services/org-helpers'
import { assertWithinLimit } from '../../services/plan-limits'
import { historyInsert } from '../../services/status-history'
import { addToJob, applicableOpportunity, findApplicationTo } from '../applications/applications.service'
import { createCandidate, type UpdateCandidate, updateCandidate } from '../candidates/candidates.schema'
import { createCandidate as create, updateCandidate as update } from '../candidates/candidates.service'
import { findDuplicate } from '../candidates/duplicates.service'
import { candidateStanding } from '../candidates/pipeline.service'
import { candidateRow } from '../candidates/query.service'
import { PREVIOUS_RESUME, unrequestedDocumentInsert } from '../candidates/resume.service'
import { mergeDecision } from './merge'
import { candidateDraft } from './resume-candidate'
import {
  MERGEABLE_FIELD_LABELS,
  MERGEABLE_FIELDS,
  type MergeableField,
  RESUME_STATE_LABELS,
  type ResumeCorrections,
  type SaveRecords,
  type SaveToCandidate,
} from './resumes.schema'
import { RESUME_ENTITY } from './upload.service'

type Loaded = { id: string; documentId: string; fileName: string; status: string; extraction: ResumeExtraction }

/** The named records of this business (404 if one is not), each ready to save (409 naming its state otherwise). */
async function loadExtracted({ db, business }: StaffScope, ids: string[]): Promise<Map<string, Loaded>> {
  const rows = await db
    .select({
      id: resumes.id,
      documentId: resumes.documentId,
      status: resumes.status,
      extracted: resumes.extracted,
      fileName: documents.fileName,
    })
    .from(resumes)
    .innerJoin(documents, and(eq(documents.businessId, business.id), eq(documents.id, resumes.documentId)))
    .where(and(eq(resumes.businessId, business.id), inArray(resumes.id, ids.slice(0, 90))))
  const more = ids.length > 90 ? await loadExtracted({ db, business } as StaffScope, ids.slice(90)) : new Map()
  const byId = new Map<string, Loaded>([
    ...rows.map((r) => [r.id, { ...r, extraction: r.extracted as ResumeExtraction }] as const),
    ...more,
  ])
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) throw notFound('Resume')
    if (row.status !== 'extracted')
      throw conflict(
        `${row.fileName} is ${RESUME_STATE_LABELS[row.status as keyof typeof RESUME_STATE_LABELS].toLowerCase()}: a resume cannot move from ${row.status} to saved.`,
      )
  }
  return byId
}

/** What the resume says, with the recruiter's corrections over it (a corrected field wins, even when emptied). */
function merged(extraction: ResumeExtraction, corrections: ResumeCorrections | undefined) {
  const { draft } = candidateDraft(extraction.fields)
  const out: Record<string, unknown> = { ...draft }
  for (const [k, v] of Object.entries(corrections ?? {})) if (v !== undefined) out[k] = v
  return out
}

/** The batch statements that mark a record saved for `candidateId`, with its history row. */
function markSaved(scope: StaffScope, record: Loaded, candidateId: string, note: string): BatchItem<'sqlite'>[] {
  const { db, business, actor } = scope
  return [
    db
      .update(resumes)
      .set({ status: 'saved', candidateId })
      .where(and(eq(resumes.businessId, business.id), eq(resumes.id, record.id), eq(resumes.status, 'extracted'))),
    historyIfChanged(db, {
      businessId: business.id,
      entity: RESUME_ENTITY,
      entityId: record.id,
      from: 'extracted',
      to: 'saved',
      reason: note,
      actor,
      meta: { candidateId },
    }),
  ]
}

export type SavedRecord =
  | { id: string; fileName: string; outcome: 'saved'; candidate: { id: string; name: string; email: string } }
  | {
      id: string
      fileName: string
      outcome: 'duplicate'
      duplicate: { matchedOn: 'email' | 'phone'; existing: { id: string; name: string; email: string } }
    }

/**
 * POST resumes/save_records. Every record is checked first (this business's, ready, valid as a
 * candidate, the job open, the plan's room): any failure refuses the whole request and changes
 * nothing. Then each record becomes a candidate, with an application to the job when one is
 * named; a record whose e-mail or phone is already on file is reported, not created.
 */
export async function saveRecords(scope: StaffScope, input: SaveRecords) {
  const loaded = await loadExtracted(
    scope,
    input.records.map((r) => r.id),
  )
  const errors: FieldError[] = []
  const parsed = input.records.map((r, i) => {
    const record = loaded.get(r.id)!
    const result = createCandidate.safeParse({
      ...merged(record.extraction, r.fields),
      opportunity_id: input.opportunity_id,
      source: input.source,
    })
    if (!result.success)
      for (const e of toFieldErrors(result.error.issues))
        errors.push({ field: `records.${i}.${e.field}`, message: `${record.fileName}: ${e.message}` })
    return { record, values: result.data }
  })
  if (errors.length) throw new ApiError(422, errors[0]!.message, errors)
  if (input.opportunity_id) await applicableOpportunity(scope, input.opportunity_id)
  await assertWithinLimit(scope.db, scope.business.id, 'candidates', parsed.length)

  const results: SavedRecord[] = []
  for (const { record, values } of parsed) {
    const note = `Saved as a new candidate from ${record.fileName}.`
    const attempt = () =>
      create(scope, values!, {
        resumeDocumentId: record.documentId,
        statements: (candidateId) => [
          ...markSaved(scope, record, candidateId, note),
          historyInsert(scope.db, {
            businessId: scope.business.id,
            entity: 'candidate',
            entityId: candidateId,
            from: null,
            to: candidateStanding(false),
            reason: `Created from the resume ${record.fileName}.`,
            actor: scope.actor,
            meta: { event: 'created_from_resume', resumeId: record.id, documentId: record.documentId },
          }),
        ],
      })
    const outcome = await attempt().catch(async (err: unknown) => {
      // Someone saved the same person a moment ago: report them as the duplicate they now are.
      if (!isUniqueViolation(err)) throw err
      const duplicate = await findDuplicate(scope, values!)
      if (!duplicate) throw err
      return { duplicate }
    })
    if ('duplicate' in outcome) {
      const d = outcome.duplicate
      results.push({
        id: record.id,
        fileName: record.fileName,
        outcome: 'duplicate',
        duplicate: {
          matchedOn: d.matchedOn,
          existing: { id: d.existing.id, name: d.existing.name, email: d.existing.email },
        },
      })
    } else {
      const c = outcome.candidate
      results.push({
        id: record.id,
        fileName: record.fileName,
        outcome: 'saved',
        candidate: { id: c.id, name: c.name, email: c.email },
      })
    }
  }
  const saved = results.filter((r) => r.outcome === 'saved').length
  return { saved, duplicates: results.length - saved, records: results }
}

export type FieldConflict = { field: MergeableField; label: string; current: unknown; resume: unknown }

/**
 * POST resumes/save_candidate/:id. The candidate's empty fields take the resume's values; a
 * field that differs is a conflict, kept as it is unless named in `overwrite`. The resume file
 * becomes their resume (the one it replaces stays with their documents), and with a job they
 * are added to its pipeline unless already in it.
 */
export async function saveToCandidate(scope: StaffScope, candidateId: string, input: SaveToCandidate) {
  const { db, business, actor } = scope
  const record = (await loadExtracted(scope, [input.resume_id])).get(input.resume_id)!
  const current = await db.query.candidates.findFirst({
    where: and(eq(candidates.businessId, business.id), eq(candidates.id, candidateId)),
  })
  if (!current) throw notFound('Candidate')
  const name = `${current.firstName} ${current.lastName}`.trim()

  const incoming = updateCandidate.safeParse(merged(record.extraction, input.fields))
  if (!incoming.success) {
    const errors = toFieldErrors(incoming.error.issues).map((e) => ({ ...e, field: `fields.${e.field}` }))
    throw new ApiError(422, errors[0]!.message, errors)
  }
  const job = input.opportunity_id ? await applicableOpportunity(scope, input.opportunity_id) : null
  if (job && current.isBlacklisted) throw conflict(`${name} is blacklisted. Whitelist the candidate first.`)

  const have: Record<MergeableField, unknown> = {
    first_name: current.firstName,
    last_name: current.lastName,
    email: current.email,
    phone: current.phone,
    location: current.location,
    current_title: current.currentTitle,
    current_company: current.currentCompany,
    experience_years: current.experienceYears,
    qualification: current.qualification,
    skills: current.skills,
    education: current.education,
    experience: current.experience,
    summary: current.summary,
    linkedin_url: current.linkedinUrl,
  }
  const values: UpdateCandidate = {}
  const filled: MergeableField[] = []
  const overwritten: MergeableField[] = []
  const conflicts: FieldConflict[] = []
  for (const field of MERGEABLE_FIELDS) {
    const next = incoming.data[field]
    const decision = mergeDecision(field, have[field], next)
    if (decision === 'none' || decision === 'same') continue
    if (decision === 'fill') filled.push(field)
    else if (input.overwrite.includes(field)) overwritten.push(field)
    else {
      conflicts.push({ field, label: MERGEABLE_FIELD_LABELS[field], current: have[field], resume: next })
      continue
    }
    ;(values as Record<string, unknown>)[field] = next
  }
  if (Object.keys(values).length) {
    // The candidates' own edit: e-mail and phone duplicates, a portal account's e-mail.
    const result = await update(scope, candidateId, values)
    if ('duplicate' in result) {
      const d = result.duplicate
      const message = `A candidate with this ${d.matchedOn === 'email' ? 'e-mail address' : 'phone number'} already exists: ${d.existing.name}.`
      throw new ApiError(409, message, [{ field: d.matchedOn, message }])
    }
  }

  const previous = current.resumeDocumentId
  const previousListed = previous
    ? await db.query.candidateDocuments.findFirst({
        where: and(
          eq(candidateDocuments.businessId, business.id),
          eq(candidateDocuments.candidateId, candidateId),
          eq(candidateDocuments.documentId, previous),
        ),
        columns: { id: true },
      })
    : undefined
  const changed = [...filled, ...overwritten].map((f) => MERGEABLE_FIELD_LABELS[f].toLowerCase())
  await db.batch([
    db
      .update(candidates)
      .set({ resumeDocumentId: record.documentId })
      .where(and(eq(candidates.businessId, business.id), eq(candidates.id, candidateId))),
    ...(previous && previous !== record.documentId && !previousListed
      ? [
          unrequestedDocumentInsert(db, {
            businessId: business.id,
            candidateId,
            documentId: previous,
            name: PREVIOUS_RESUME,
          }),
        ]
      : []),
    ...markSaved(scope, record, candidateId, `Attached to ${name}.`),
    historyInsert(db, {
      businessId: business.id,
      entity: 'candidate',
      entityId: candidateId,
      from: candidateStanding(current.isBlacklisted),
      to: candidateStanding(current.isBlacklisted),
      reason: `Resume ${record.fileName} attached${changed.length ? `; filled ${changed.join(', ')}` : ''}.`,
      actor,
      meta: {
        event: 'resume_attached',
        resumeId: record.id,
        documentId: record.documentId,
        previousDocumentId: previous,
      },
    }),
  ])

  let application: 'added' | 'already' | null = null
  if (job) {
    application = (await findApplicationTo(scope, candidateId, job.id)) ? 'already' : 'added'
    if (application === 'added') await addToJob(scope, candidateId, { opportunity_id: job.id, source: 'resume upload' })
  }
  return {
    candidate: await candidateRow(scope, candidateId),
    resume: { id: record.id, fileName: record.fileName, status: 'saved' as const },
    filled,
    overwritten,
    conflicts,
    application,
  }
}
