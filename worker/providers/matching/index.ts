/**
 * The production ranking adapter, chosen by configuration: MATCHING_RANKER = "embedded" (the
 * default: BM25 and the structured fits, nothing else) or "workers-ai": Workers AI embeddings
 * (MATCHING_EMBEDDING_MODEL, default @cf/baai/bge-base-en-v1.5, 768 dimensions) kept in a
 * Vectorize index bound as MATCH_VECTORS, one namespace per business. With it, semantic
 * similarity replaces BM25 as the relevance fit, and Vectorize's nearest neighbours are the
 * candidates a job's ranking and a candidate's look-alikes are drawn from. The structured fits
 * (skills, experience, title, location) and their reasons are the same in both.
 */
export const DEFAULT_EMBEDDING_MODEL = '@cf/baai/bge-base-en-v1.5'
/** Vectorize answers at most this many neighbours per query (without values or metadata). */
export const NEAREST_MAX = 100

/** The parts of the bindings this adapter uses (tests pass fakes). */
export type EmbeddingsAi = { run(model: string, input: { text: string[] }): Promise<unknown> }
export type VectorIndex = {
  upsert(vectors: { id: string; values: number[]; namespace?: string }[]): Promise<unknown>
  deleteByIds(ids: string[]): Promise<unknown>
  query(
    vector: number[],
    options: { topK: number; namespace?: string },
  ): Promise<{ matches: { id: string; score: number }[] }>
}

export type MatchingEnv = {
  MATCHING_RANKER?: string
  MATCHING_EMBEDDING_MODEL?: string
  AI?: EmbeddingsAi
  MATCH_VECTORS?: VectorIndex
}

export interface SemanticIndex {
  /** One vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>
  /** Embed a candidate and keep their vector in the business's namespace; answers the vector. */
  putCandidate(businessId: string, candidateId: string, text: string): Promise<number[]>
  removeCandidate(candidateId: string): Promise<void>
  /** The business's candidates nearest a vector, best first, with cosine similarity. */
  nearest(businessId: string, vector: number[], topK?: number): Promise<{ id: string; score: number }[]>
}

const VECTOR_JOB_PREFIX = 'job:'

export function semanticIndexOf(ai: EmbeddingsAi, index: VectorIndex, model = DEFAULT_EMBEDDING_MODEL): SemanticIndex {
  const embed = async (texts: string[]) => {
    const out = (await ai.run(model, { text: texts.map((t) => t.slice(0, 2000) || ' ') })) as { data?: number[][] }
    if (!Array.isArray(out?.data) || out.data.length !== texts.length)
      throw new Error('embedding model answered no vectors')
    return out.data
  }
  return {
    embed,
    async putCandidate(businessId, candidateId, text) {
      const [values] = await embed([text])
      await index.upsert([{ id: candidateId, values: values as number[], namespace: businessId }])
      return values as number[]
    },
    async removeCandidate(candidateId) {
      await index.deleteByIds([candidateId])
    },
    async nearest(businessId, vector, topK = NEAREST_MAX) {
      const { matches } = await index.query(vector, { topK: Math.min(topK, NEAREST_MAX), namespace: businessId })
      return matches.filter((m) => !m.id.startsWith(VECTOR_JOB_PREFIX))
    },
  }
}

/** The semantic index when configured, else null (the embedded ranking). A missing binding is said once and falls back. */
export function semanticIndex(env: MatchingEnv): SemanticIndex | null {
  if (env.MATCHING_RANKER !== 'workers-ai') return null
  if (!env.AI || !env.MATCH_VECTORS) {
    console.warn(
      'MATCHING_RANKER is "workers-ai" but the AI or MATCH_VECTORS binding is missing; using the embedded ranking.',
    )
    return null
  }
  return semanticIndexOf(env.AI, env.MATCH_VECTORS, env.MATCHING_EMBEDDING_MODEL || undefined)
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number
    const y = b[i] as number
    dot += x * y
    na += x * x
    nb += y * y
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0
}

/**
 * Cosine similarity of bge embeddings as a relevance fit in [0, 1]: unrelated texts sit around
 * 0.5 with this model, near-paraphrases above 0.85.
 */
export const semanticFit = (cos: number) => Math.max(0, Math.min(1, (cos - 0.55) / 0.3))
