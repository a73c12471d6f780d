/**
 * Okapi BM25 (k1 = 1.2, b = 0.75) with query-term weights, and its normalisation to [0, 1] so
 * that text relevance can sit beside the structured fits in a 0–100 score. Pure and small: the
 * corpus statistics (document frequencies, average length) come from the index in D1.
 */
export const K1 = 1.2
export const B = 0.75
/** A document that has every query term this many times, at average length, scores 1. */
const REFERENCE_TF = 2

export type CorpusStats = { docs: number; avgLength: number; df: Record<string, number> }

/** Robertson–Spärck Jones idf, floored at a small positive value so no term ever counts against a document. */
export function idf(docs: number, df: number): number {
  return Math.max(0.01, Math.log(1 + (docs - df + 0.5) / (df + 0.5)))
}

const saturate = (tf: number, length: number, avgLength: number) =>
  (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / Math.max(avgLength, 1)))

/** The BM25 score of a document (term → count, its length) for a query (term → weight × idf). */
export function bm25(query: Record<string, number>, doc: Record<string, number>, length: number, avgLength: number) {
  let sum = 0
  for (const term in query) {
    const tf = doc[term]
    if (tf) sum += (query[term] as number) * saturate(tf, length, avgLength)
  }
  return sum
}

/** The best score a query can expect (the reference document's): what `relevance` divides by. */
export function referenceScore(query: Record<string, number>): number {
  let sum = 0
  for (const term in query) sum += (query[term] as number) * saturate(REFERENCE_TF, 1, 1)
  return sum
}

/** A weighted query with idf folded in: term → weight × idf. */
export function weightedQuery(query: Record<string, number>, stats: CorpusStats): Record<string, number> {
  const out: Record<string, number> = {}
  for (const [term, weight] of Object.entries(query)) out[term] = weight * idf(stats.docs, stats.df[term] ?? 0)
  return out
}

/** BM25 normalised to [0, 1] against the reference document; also the terms that contributed most. */
export function relevance(
  query: Record<string, number>,
  reference: number,
  doc: Record<string, number>,
  length: number,
  avgLength: number,
): { value: number; top: string[] } {
  if (reference <= 0) return { value: 0, top: [] }
  const parts: [string, number][] = []
  for (const term in query) {
    const tf = doc[term]
    if (tf) parts.push([term, (query[term] as number) * saturate(tf, length, avgLength)])
  }
  const sum = parts.reduce((a, [, v]) => a + v, 0)
  parts.sort((a, b) => b[1] - a[1])
  return { value: Math.min(1, sum / reference), top: parts.slice(0, 5).map(([t]) => t) }
}
