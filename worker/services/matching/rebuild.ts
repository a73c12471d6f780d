/**
 * Build a business's whole matching index in one go, without the queue: the seed uses it for
 * the demo data, the benchmark for its 100,000 candidates. Writes in D1-sized statements.
 */
import { and, asc, eq, gt, notInArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import {
  candidates,
  matchCorpus,
  matchJobs,
  matchPostings,
  matchProfiles,
  matchScores,
  matchTerms,
  opportunities,
} from '../../db/schema'
import { insertChunks } from '../../db/seed/batch'
import { FINISHED_OPPORTUNITY_STATES } from '../../resources/opportunities/job-enums.schema'
import { beginRefresh, candidateRecords, isPostingTerm, scanStep } from './index.service'
import { candidateProfile } from './profile'

const PAGE = 1000
/** Statements per D1 batch: big enough to be quick, small enough for a Worker's memory. */
const BATCH = 200

async function run(db: Db, statements: BatchItem<'sqlite'>[]) {
  for (let i = 0; i < statements.length; i += BATCH) {
    const [first, ...rest] = statements.slice(i, i + BATCH)
    if (first) await db.batch([first, ...rest])
  }
}

export async function rebuildBusinessIndex(db: Db, businessId: string) {
  await db.batch([
    db.delete(matchScores).where(eq(matchScores.businessId, businessId)),
    db.delete(matchJobs).where(eq(matchJobs.businessId, businessId)),
    db.delete(matchPostings).where(eq(matchPostings.businessId, businessId)),
    db.delete(matchTerms).where(eq(matchTerms.businessId, businessId)),
    db.delete(matchProfiles).where(eq(matchProfiles.businessId, businessId)),
    db.delete(matchCorpus).where(eq(matchCorpus.businessId, businessId)),
  ])
  const df = new Map<string, number>()
  let docs = 0
  let totalLength = 0
  let after = ''
  for (;;) {
    const ids = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.businessId, businessId), gt(candidates.id, after)))
      .orderBy(asc(candidates.id))
      .limit(PAGE)
    if (!ids.length) break
    after = ids.at(-1)?.id as string
    const records = await candidateRecords(
      db,
      businessId,
      ids.map((r) => r.id),
    )
    const indexedAt = new Date()
    const profiles = records.map((r) => ({
      candidateId: r.id,
      businessId,
      profile: candidateProfile(r),
      stale: false,
      indexedAt,
    }))
    const postings: { businessId: string; term: string; candidateId: string }[] = []
    for (const p of profiles) {
      docs++
      totalLength += p.profile.length
      for (const term of Object.keys(p.profile.terms)) {
        df.set(term, (df.get(term) ?? 0) + 1)
        if (isPostingTerm(term)) postings.push({ businessId, term, candidateId: p.candidateId })
      }
    }
    await run(db, [...insertChunks(db, matchProfiles, profiles), ...insertChunks(db, matchPostings, postings)])
    if (ids.length < PAGE) break
  }
  await run(db, [
    ...insertChunks(
      db,
      matchTerms,
      [...df].map(([term, n]) => ({ businessId, term, df: n })),
    ),
    db.insert(matchCorpus).values({ businessId, docs, totalLength }),
  ])
  const jobs = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(eq(opportunities.businessId, businessId), notInArray(opportunities.status, [...FINISHED_OPPORTUNITY_STATES])),
    )
  for (const job of jobs) {
    let step = await beginRefresh(db, businessId, job.id)
    while (step) step = await scanStep(db, businessId, step)
  }
  return { candidates: docs, jobs: jobs.length }
}
