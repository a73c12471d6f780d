/**
 * The tagger's own accuracy on labelled documents, before the extractor turns spans into
 * fields: per entity, the distinct span texts of each resume against its distinct labelled
 * values, matched one-to-one under the bench's overlap rule (scripts/bench/resume.ts).
 * Dev-time only.
 */

import { canonicalSkill } from '../../worker/providers/resume/parse/skills'
import {
  ENTITIES,
  type Entity,
  emissions,
  spansOf,
  viterbi,
  type Weights,
} from '../../worker/providers/resume/tagger/crf'
import { matches, norm } from '../bench/resume'
import type { TaggedDoc } from './data'
import { ENTITY_OF } from './data'

type Count = { tp: number; fp: number; fn: number }
const normFor = (e: Entity) => (e === 'SKL' ? (s: string) => norm(canonicalSkill(s) ?? s) : norm)

/** Distinct normalised values matched one-to-one, greedily, best token overlap first. */
export function matchSets(pred: string[], gold: string[]): Count {
  const pairs: { i: number; j: number; exact: boolean }[] = []
  for (const [i, p] of pred.entries())
    for (const [j, g] of gold.entries()) if (matches(p, g, 'overlap')) pairs.push({ i, j, exact: p === g })
  pairs.sort((a, b) => Number(b.exact) - Number(a.exact))
  const pi = new Set<number>()
  const gj = new Set<number>()
  for (const { i, j } of pairs) if (!pi.has(i) && !gj.has(j)) pi.add(i), gj.add(j)
  return { tp: pi.size, fp: pred.length - pi.size, fn: gold.length - gj.size }
}

export function spanScores(docs: TaggedDoc[], w: Weights): Record<Entity, Count & { f: number }> {
  const out = Object.fromEntries(ENTITIES.map((e) => [e, { tp: 0, fp: 0, fn: 0, f: 0 }])) as Record<
    Entity,
    Count & { f: number }
  >
  for (const d of docs) {
    const spans = spansOf(viterbi(w, emissions(w, d.example.ids)))
    for (const e of ENTITIES) {
      const n = normFor(e)
      const pred = [
        ...new Set(
          spans
            .filter((s) => s.entity === e)
            .map((s) =>
              n(
                d.doc.text.slice(
                  (d.doc.tokens[s.from] as { start: number }).start,
                  (d.doc.tokens[s.to] as { end: number }).end,
                ),
              ),
            )
            .filter(Boolean),
        ),
      ]
      const gold = [
        ...new Set(
          d.labelled.spans
            .filter((s) => ENTITY_OF[s.type] === e)
            .map((s) => n(d.labelled.text.slice(s.start, s.end)))
            .filter(Boolean),
        ),
      ]
      const c = matchSets(pred, gold)
      out[e].tp += c.tp
      out[e].fp += c.fp
      out[e].fn += c.fn
    }
  }
  for (const e of ENTITIES) out[e].f = (2 * out[e].tp) / (2 * out[e].tp + out[e].fp + out[e].fn || 1)
  return out
}

export const formatScores = (s: Record<Entity, Count & { f: number }>) =>
  ENTITIES.map((e) => `${e} ${s[e].f.toFixed(2)}`).join(' ')
