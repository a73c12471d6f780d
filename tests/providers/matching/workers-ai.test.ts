/**
 * The Workers AI ranker (embeddings in Vectorize) with stand-ins for the two bindings: a
 * bag-of-words "embedding" (similar texts, similar vectors) and an in-memory index with
 * namespaces, so the adapter's rebuild and rescoring run against the real D1 index.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { cosine, semanticIndex, semanticIndexOf, type VectorIndex } from '../../../worker/providers/matching'
import { beginRefresh, candidateRecords, semanticRefresh } from '../../../worker/services/matching/index.service'
import { candidateText } from '../../../worker/services/matching/profile'
import { db, seed } from '../../setup/http'

const DIM = 64
const hash = (w: string) => [...w].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % DIM
const fakeAi = {
  calls: 0,
  async run(_model: string, input: { text: string[] }) {
    this.calls++
    return {
      data: input.text.map((t) => {
        const v = new Array(DIM).fill(0)
        for (const w of t.toLowerCase().split(/\W+/).filter(Boolean)) v[hash(w)] += 1
        return v
      }),
    }
  },
}

function fakeVectorize(): VectorIndex & { size: () => number } {
  const store = new Map<string, { values: number[]; namespace?: string }>()
  return {
    size: () => store.size,
    async upsert(vectors) {
      for (const v of vectors) store.set(v.id, { values: v.values, namespace: v.namespace })
    },
    async deleteByIds(ids) {
      for (const id of ids) store.delete(id)
    },
    async query(vector, { topK, namespace }) {
      const matches = [...store]
        .filter(([, v]) => v.namespace === namespace)
        .map(([id, v]) => ({ id, score: cosine(vector, v.values) }))
        .sort((a, b) => b.score - a.score)
      return { matches: matches.slice(0, topK) }
    },
  }
}

let acmeId: string
let globexId: string
beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'acme') }))!.id
  globexId = (await db().query.businesses.findFirst({ where: eq(schema.businesses.slug, 'globex') }))!.id
})

describe('the Workers AI ranker', () => {
  it('is chosen by configuration, and falls back to the embedded ranking without its bindings', () => {
    const index = fakeVectorize()
    expect(semanticIndex({ MATCHING_RANKER: 'embedded', AI: fakeAi, MATCH_VECTORS: index })).toBeNull()
    expect(semanticIndex({ MATCHING_RANKER: 'workers-ai' })).toBeNull()
    expect(semanticIndex({ MATCHING_RANKER: 'workers-ai', AI: fakeAi, MATCH_VECTORS: index })).not.toBeNull()
  })

  it('ranks a job from its nearest candidates in the business’s namespace, with semantic relevance', async () => {
    const index = fakeVectorize()
    const semantic = semanticIndexOf(fakeAi, index)
    for (const businessId of [acmeId, globexId]) {
      const people = await db()
        .select({ id: schema.candidates.id })
        .from(schema.candidates)
        .where(eq(schema.candidates.businessId, businessId))
      for (const r of await candidateRecords(
        db(),
        businessId,
        people.map((p) => p.id),
      ))
        await semantic.putCandidate(businessId, r.id, candidateText(r))
    }
    const job = (await db().query.opportunities.findFirst({
      where: and(eq(schema.opportunities.businessId, acmeId), eq(schema.opportunities.code, 'ENG-104')),
    }))!
    const step = (await beginRefresh(db(), acmeId, job.id, semantic))!
    await semanticRefresh(db(), acmeId, step, semantic)
    const state = await db().query.matchJobs.findFirst({ where: eq(schema.matchJobs.opportunityId, job.id) })
    expect(state).toMatchObject({ status: 'ready', readyGeneration: step.generation })
    expect(state?.compiled.vector).toHaveLength(DIM)
    const rows = await db()
      .select()
      .from(schema.matchScores)
      .where(and(eq(schema.matchScores.opportunityId, job.id), eq(schema.matchScores.generation, step.generation)))
    expect(rows.length).toBeGreaterThan(3)
    const acmePeople = new Set(
      (
        await db()
          .select({ id: schema.candidates.id })
          .from(schema.candidates)
          .where(eq(schema.candidates.businessId, acmeId))
      ).map((p) => p.id),
    )
    for (const r of rows) {
      expect(acmePeople.has(r.candidateId)).toBe(true)
      expect(r.explanation.relevance.terms).toEqual([])
    }
    const best = rows.sort((a, b) => b.score - a.score)[0]!
    const samuel = await db().query.candidates.findFirst({
      where: eq(schema.candidates.email, 'samuel.wright@example.org'),
    })
    expect(best.candidateId).toBe(samuel?.id)
    await semantic.removeCandidate(samuel!.id)
    expect(
      (await index.query(state!.compiled.vector!, { topK: 100, namespace: acmeId })).matches.map((m) => m.id),
    ).not.toContain(samuel!.id)
  })
})
