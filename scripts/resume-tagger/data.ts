/**
 * The labelled resumes as tagger examples: the text's tokens and features, and a BIO label per
 * token from the labelled spans. Reads ../shared/data/resume-ner-train/ through the bench's
 * reader; dev-time only.
 */

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Entity, featureIds, labelIndex } from '../../worker/providers/resume/tagger/crf'
import { type TaggerDocument, taggerDocument } from '../../worker/providers/resume/tagger/features'
import { type Labelled, loadLabelled } from '../bench/resume'
import type { Example } from './crf-train'

/** The data's label types, as the tagger's entities (the three skill labels are one entity). */
export const ENTITY_OF: Record<string, Entity> = {
  Name: 'NAME',
  Location: 'LOC',
  Designation: 'DES',
  'Companies worked at': 'COM',
  Degree: 'DEG',
  'College Name': 'COL',
  'Job Specific Skills': 'SKL',
  'Tech Tools': 'SKL',
  'Soft Skills': 'SKL',
}

/** The resumes were written around 2018; "Present" means then. */
export const DATA_NOW = new Date('2018-12-31T00:00:00Z')

export type TaggedDoc = { labelled: Labelled; doc: TaggerDocument; example: Example }

export function bioLabels(doc: TaggerDocument, spans: Labelled['spans']): number[] {
  const labels = new Array<number>(doc.tokens.length).fill(0)
  for (const span of spans) {
    const entity = ENTITY_OF[span.type]
    if (!entity) continue
    let first = true
    for (const [i, t] of doc.tokens.entries()) {
      if (t.end <= span.start || t.start >= span.end) continue
      // A token only grazed by the span's edge (a trailing bracket or dot) stays outside.
      const overlap = Math.min(t.end, span.end) - Math.max(t.start, span.start)
      if (overlap * 2 < t.end - t.start && !first) continue
      labels[i] = labelIndex(`${first ? 'B' : 'I'}-${entity}`)
      first = false
    }
  }
  return labels
}

export function tagged(labelled: Labelled, bits: number): TaggedDoc {
  const doc = taggerDocument(labelled.text, DATA_NOW)
  return { labelled, doc, example: { ids: featureIds(doc.features, bits), labels: bioLabels(doc, labelled.spans) } }
}

export function loadTagged(bits: number): TaggedDoc[] | null {
  const all = loadLabelled()
  return all ? all.map((l) => tagged(l, bits)) : null
}

/**
 * What a model is trained from: its resumes' features and labels, and the training code. A
 * fold model kept from an earlier run is reused by the bench only while this is unchanged
 * (a change to the features or the vocabularies they read makes it stale).
 */
export function trainingFingerprint(docs: TaggedDoc[]): string {
  const h = createHash('sha256')
  for (const f of ['../train-resume-tagger.ts', './crf-train.ts', './calibration.ts', './export.ts', './data.ts'])
    h.update(readFileSync(new URL(f, import.meta.url)))
  for (const d of docs) {
    h.update(`#${d.labelled.id}:${d.example.labels.join(',')}`)
    for (const row of d.doc.features) h.update(`${row.join('\u0001')}\u0002`)
  }
  return h.digest('hex').slice(0, 20)
}
