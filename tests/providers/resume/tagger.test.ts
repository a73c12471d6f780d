/** The sequence tagger: tokens, the CRF's decoding and probabilities against brute force, training, the compact model, calibration, the shipped model. */
import { describe, expect, it } from 'vitest'
import { fitCalibration } from '../../../scripts/resume-tagger/calibration'
import { dropRare, type Example, train } from '../../../scripts/resume-tagger/crf-train'
import { compact } from '../../../scripts/resume-tagger/export'
import { segment } from '../../../worker/providers/resume/parse/segments'
import { embeddedTagger, SHIPPED_MODEL, tagWith } from '../../../worker/providers/resume/tagger'
import {
  allowed,
  ENTITIES,
  emissions,
  entityOf,
  featureIds,
  forwardBackward,
  L,
  LABELS,
  labelIndex,
  marginal,
  posteriorSpans,
  spanProbability,
  spansOf,
  viterbi,
  type Weights,
} from '../../../worker/providers/resume/tagger/crf'
import { shape, taggerDocument } from '../../../worker/providers/resume/tagger/features'
import { CompactWeights, calibrate } from '../../../worker/providers/resume/tagger/model'
import { tokenize } from '../../../worker/providers/resume/tagger/tokens'

/** Small random weights over a handful of buckets (deterministic). */
function randomWeights(seed: number, buckets = 8): Weights & { rows: Float64Array } {
  let s = seed
  const rnd = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    return s / 2 ** 32 - 0.5
  }
  const rows = Float64Array.from({ length: buckets * L }, () => rnd() * 3)
  return {
    bits: 3,
    rows,
    start: Float64Array.from({ length: L }, () => rnd()),
    trans: Float64Array.from({ length: L * L }, () => rnd() * 2),
    addRow(b, out, offset) {
      for (let y = 0; y < L; y++) out[offset + y] = (out[offset + y] as number) + (rows[b * L + y] as number)
    },
  }
}

/** Every labelling of T tokens that the BIO rules allow, with its score. */
function allPaths(w: Weights, e: Float64Array, T: number): { path: number[]; score: number }[] {
  const out: { path: number[]; score: number }[] = []
  const walk = (path: number[], score: number) => {
    const t = path.length
    if (t === T) return void out.push({ path, score })
    for (let y = 0; y < L; y++) {
      const prev = t ? (path[t - 1] as number) : -1
      if (!allowed(prev, y)) continue
      walk(
        [...path, y],
        score + (t ? (w.trans[prev * L + y] as number) : (w.start[y] as number)) + (e[t * L + y] as number),
      )
    }
  }
  walk([], 0)
  return out
}

describe('tokens', () => {
  it('keeps degrees, versions and languages whole and maps back to the text', () => {
    const text = 'B.Tech in CSE, Node.js\tC++ / C#  R&D (2019)'
    const tokens = tokenize(segment(text))
    expect(tokens.map((t) => t.text)).toEqual([
      'B.Tech',
      'in',
      'CSE',
      ',',
      'Node.js',
      'C++',
      '/',
      'C#',
      'R&D',
      '(',
      '2019',
      ')',
    ])
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text)
    // A tab and a wide gap are line breaks: "C++" starts the second segment, "R&D" the third.
    expect(tokens.map((t) => t.seg)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2])
  })

  it('describes word shapes', () => {
    expect(shape('Infosys')).toBe('Xxx')
    expect(shape('TCS')).toBe('XX')
    expect(shape('B.Tech')).toBe('X.Xxx')
    expect(shape('2019')).toBe('dd')
  })

  it('gives every token its line, section and vocabulary features', () => {
    const doc = taggerDocument(
      'Asha Rao\nasha.rao@example.com\n\nSKILLS\nPython, Excel\n\nEXPERIENCE\nData Analyst\nInfosys Limited - Pune, Maharashtra\nJan 2019 - Present',
    )
    const of = (word: string) => doc.features[doc.tokens.findIndex((t) => t.text === word)] as string[]
    expect(of('Python')).toEqual(expect.arrayContaining(['w=python', 'sec=skills', 'm=SK', 'm=dSK']))
    expect(of('Analyst')).toEqual(expect.arrayContaining(['role', 'sec=experience', 'm=TI1', 'NL:company']))
    expect(of('Infosys')).toEqual(expect.arrayContaining(['knownco', 'm=CO9', 'NL:range']))
    expect(of('Pune')).toEqual(expect.arrayContaining(['m=PL']))
    expect(of('Asha')).toEqual(expect.arrayContaining(['top=0', 'pos=0', 'inEmail']))
  })
})

describe('the CRF', () => {
  const T = 3
  const w = randomWeights(7)
  const ids = [Int32Array.of(0, 3), Int32Array.of(1, 5), Int32Array.of(2, 7)]
  const e = emissions(w, ids)
  const paths = allPaths(w, e, T)
  const logZ = Math.log(paths.reduce((a, p) => a + Math.exp(p.score), 0))

  it('decodes the best labelling the BIO rules allow', () => {
    const best = paths.reduce((a, b) => (b.score > a.score ? b : a))
    expect(viterbi(w, e)).toEqual(best.path)
    // "I-X" never opens a span or follows another entity.
    for (const p of paths)
      for (const [t, y] of p.path.entries())
        if (LABELS[y]?.startsWith('I-')) expect([labelIndex(`B-${LABELS[y]!.slice(2)}`), y]).toContain(p.path[t - 1])
  })

  it('computes the partition function, token marginals and span probabilities exactly', () => {
    const lat = forwardBackward(w, e)
    expect(lat.logZ).toBeCloseTo(logZ, 9)
    for (let t = 0; t < T; t++) {
      let sum = 0
      for (let y = 0; y < L; y++) {
        const m = marginal(lat, t, y)
        const brute = paths.filter((p) => p.path[t] === y).reduce((a, p) => a + Math.exp(p.score - logZ), 0)
        expect(m).toBeCloseTo(brute, 9)
        sum += m
      }
      expect(sum).toBeCloseTo(1, 9)
    }
    // The probability that tokens 0–1 are exactly one DES span (B, I, then not I).
    const des = ENTITIES.indexOf('DES')
    const B = labelIndex('B-DES')
    const brute = paths
      .filter((p) => p.path[0] === B && p.path[1] === B + 1 && p.path[2] !== B + 1)
      .reduce((a, p) => a + Math.exp(p.score - logZ), 0)
    expect(spanProbability(w, lat, des, 0, 1)).toBeCloseTo(brute, 9)
    const bruteLast = paths.filter((p) => p.path[2] === B).reduce((a, p) => a + Math.exp(p.score - logZ), 0)
    expect(spanProbability(w, lat, des, 2, 2)).toBeCloseTo(bruteLast, 9)
  })

  it('reads spans from labels and by posterior decoding', () => {
    const path = ['O', 'B-DES', 'I-DES', 'B-COM', 'O', 'B-SKL'].map(labelIndex)
    expect(spansOf(path)).toEqual([
      { entity: 'DES', from: 1, to: 2 },
      { entity: 'COM', from: 3, to: 3 },
      { entity: 'SKL', from: 5, to: 5 },
    ])
    expect(entityOf(labelIndex('I-COL'))).toBe('COL')
    const lat = forwardBackward(w, e)
    for (const s of posteriorSpans(w, lat, 0.2)) {
      expect(s.p).toBeGreaterThan(0)
      expect(s.p).toBeLessThanOrEqual(1)
      for (let t = s.from; t <= s.to; t++) {
        const b = labelIndex(`B-${s.entity}`)
        expect(marginal(lat, t, b) + marginal(lat, t, b + 1)).toBeGreaterThanOrEqual(0.2 - 1e-12)
      }
    }
  })
})

describe('training', () => {
  // A toy language: "<title> at <company>" and "skills: <skill>, <skill>", from word lists; features are the word and its neighbours.
  const titles = ['analyst', 'engineer', 'designer', 'manager', 'tester']
  const companies = ['acme', 'globex', 'initech', 'umbrella', 'hooli']
  const skills = ['python', 'excel', 'figma', 'sql', 'tableau']
  const bits = 12
  const toExample = (words: string[], labels: string[]): Example => {
    const features = words.map((w, i) => [
      'b',
      `w=${w}`,
      `w-1=${words[i - 1] ?? '<s>'}`,
      `w+1=${words[i + 1] ?? '</s>'}`,
    ])
    return { ids: featureIds(features, bits), labels: labels.map(labelIndex) }
  }
  const sentence = (k: number) => {
    const t = titles[k % 5] as string
    const c = companies[(k * 3) % 5] as string
    const s1 = skills[(k * 2) % 5] as string
    const s2 = skills[(k * 2 + 1) % 5] as string
    return toExample(
      ['senior', t, 'at', c, 'skills', ':', s1, ',', s2],
      ['B-DES', 'I-DES', 'O', 'B-COM', 'O', 'O', 'B-SKL', 'O', 'B-SKL'],
    )
  }

  it('learns to tag, and the compact model tags the same', () => {
    const examples = Array.from({ length: 40 }, (_, k) => sentence(k))
    const w = train(dropRare(examples, bits, 2), { bits, epochs: 6, lambda: 0.1, eta: 0.3, seed: 3 })
    const unseen = toExample(
      ['senior', 'tester', 'at', 'globex', 'skills', ':', 'tableau', ',', 'python'],
      ['B-DES', 'I-DES', 'O', 'B-COM', 'O', 'O', 'B-SKL', 'O', 'B-SKL'],
    )
    expect(viterbi(w, emissions(w, unseen.ids))).toEqual(unseen.labels)
    const model = compact(w, 0.01, 'test')
    const cw = new CompactWeights(model)
    expect(cw.size).toBeGreaterThan(0)
    expect(viterbi(cw, emissions(cw, unseen.ids))).toEqual(unseen.labels)
    // Each of a token's 4 weights is off by at most half a quantisation step or the pruning threshold.
    const dense = emissions(w, unseen.ids)
    const small = emissions(cw, unseen.ids)
    for (let i = 0; i < dense.length; i++)
      expect(Math.abs((dense[i] as number) - (small[i] as number))).toBeLessThanOrEqual(
        4 * Math.max(model.scale / 2, 0.01) + 1e-6,
      )
    // The span probability of a confident tag is high.
    const lat = forwardBackward(cw, small)
    expect(spanProbability(cw, lat, ENTITIES.indexOf('COM'), 3, 3)).toBeGreaterThan(0.8)
  })
})

describe('calibration', () => {
  it('is monotone and gives 0.9 or more only where at least 95% were right', () => {
    // An over-confident model: a span of probability p is right with probability p².
    let seed = 11
    const rnd = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed / 2 ** 32
    }
    const points: [number, boolean][] = Array.from({ length: 20000 }, () => {
      const p = rnd()
      return [p, rnd() < p * p]
    })
    const table = fitCalibration(points)
    for (let i = 1; i < table.length; i++) {
      expect(table[i]![0]).toBeGreaterThan(table[i - 1]![0])
      expect(table[i]![1]).toBeGreaterThanOrEqual(table[i - 1]![1])
    }
    // Close to the truth (p²) where the data is dense, and never 0.9 or more below p² = 0.95.
    expect(calibrate(table, 0.5)).toBeCloseTo(0.25, 1)
    expect(calibrate(table, 0.8)).toBeCloseTo(0.64, 1)
    for (let p = 0; p < Math.sqrt(0.95) - 0.02; p += 0.01) expect(calibrate(table, p)).toBeLessThan(0.9)
    expect(calibrate(table, 0.999)).toBeGreaterThanOrEqual(0.9)
    expect(calibrate([], 0.42)).toBe(0.42)
  })
})

describe('the shipped model', () => {
  const model = SHIPPED_MODEL

  it('is small, says what produced it, and matches this code', () => {
    expect(JSON.stringify(model).length).toBeLessThan(1024 * 1024)
    expect(model.produced_by).toMatch(/odd-numbered/)
    expect(model.labels).toEqual(LABELS)
    expect(Object.keys(model.calibration).sort()).toEqual([...ENTITIES].sort())
    expect(() => new CompactWeights({ ...model, labels: ['O'] })).toThrow(/does not match/)
  })

  it('tags a resume it has never seen', () => {
    const text = [
      'Daniel Okafor',
      'Senior Data Analyst',
      'Chicago, IL | daniel.okafor@example.com',
      '',
      'EXPERIENCE',
      'Senior Data Analyst',
      'Northwind Traders Inc. - Chicago, IL',
      'March 2019 to Present',
      '• Built dashboards in Tableau and SQL for the finance team.',
      '',
      'EDUCATION',
      'Bachelor of Science in Statistics',
      'University of Illinois at Urbana-Champaign',
      '',
      'SKILLS',
      'SQL, Tableau, Python, Excel, Stakeholder management',
    ].join('\n')
    const spans = embeddedTagger()(text, new Date('2024-01-01T00:00:00Z')).filter((s) => s.best)
    const of = (e: string) => spans.filter((s) => s.entity === e).map((s) => s.text)
    expect(of('NAME')).toContain('Daniel Okafor')
    expect(of('DES')).toContain('Senior Data Analyst')
    expect(of('COM').join(' ')).toMatch(/Northwind Traders/)
    expect(of('DEG').join(' ')).toMatch(/Bachelor of Science/)
    expect(of('COL').join(' ')).toMatch(/University of Illinois/)
    expect(of('SKL')).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'Python']))
    for (const s of spans) {
      expect(text.slice(s.start, s.end)).toBe(s.text)
      expect(s.confidence).toBeGreaterThanOrEqual(0)
      expect(s.confidence).toBeLessThanOrEqual(1)
    }
    // The same weights through tagWith give the same spans.
    const again = tagWith(new CompactWeights(model), model.calibration)(text, new Date('2024-01-01T00:00:00Z'))
    expect(again.filter((s) => s.best)).toEqual(spans)
  })
})
