/**
 * PDF text with layout: pdf.js (through unpdf) gives text items with positions; lines are
 * rebuilt from items on the same baseline, wide gaps inside a line become two spaces (a cell
 * or column boundary), and a page laid out in two columns (or a sidebar and a main column)
 * is read column by column.
 */
import { getDocumentProxy } from 'unpdf'
import { ResumeReadError } from '../errors'

type Item = { str: string; x0: number; x1: number; y: number; size: number }
type Line = { y: number; size: number; items: Item[] }

const MAX_PAGES = 30

export async function pdfText(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // pdf.js takes ownership of the buffer it is given: pass a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: false,
    })
  } catch (err) {
    const name = (err as { name?: string })?.name
    if (name === 'PasswordException') throw new ResumeReadError('encrypted', undefined, { cause: err })
    throw new ResumeReadError('corrupt', undefined, { cause: err })
  }
  try {
    const pages: string[] = []
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n)
      const width = page.getViewport({ scale: 1 }).width
      const content = await page.getTextContent()
      const items: Item[] = []
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str.trim()) continue
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform as number[]
        const size = Math.max(Math.hypot(c, d), raw.height || 0, 1) || Math.hypot(a, b)
        items.push({ str: raw.str, x0: e, x1: e + (raw.width || raw.str.length * size * 0.5), y: f, size })
      }
      pages.push(pageText(items, width))
    }
    return pages.filter(Boolean).join('\n\n')
  } finally {
    await pdf.destroy()
  }
}

/** Items on the same baseline (within half a line) form a line; lines run top to bottom. */
export function buildLines(items: Item[]): Line[] {
  const sorted = [...items].sort((p, q) => q.y - p.y || p.x0 - q.x0)
  const lines: Line[] = []
  for (const it of sorted) {
    const line = lines.find((l) => Math.abs(l.y - it.y) <= Math.min(l.size, it.size) * 0.5)
    if (line) {
      line.items.push(it)
      line.size = Math.max(line.size, it.size)
    } else lines.push({ y: it.y, size: it.size, items: [it] })
  }
  for (const l of lines) l.items.sort((p, q) => p.x0 - q.x0)
  return lines.sort((p, q) => q.y - p.y)
}

/** Where a second column starts, if the page has one: the x most lines start an item at, inside the middle of the page, crossed by few lines. */
export function columnSplit(lines: Line[], width: number): number | null {
  if (lines.length < 6) return null
  const starts = new Map<number, number>()
  for (const l of lines) {
    const seen = new Set<number>()
    for (const [i, it] of l.items.entries()) {
      const prev = l.items[i - 1]
      const separated = !prev || it.x0 - prev.x1 > it.size * 0.8
      if (!separated || it.x0 < width * 0.2 || it.x0 > width * 0.8) continue
      const key = Math.round(it.x0 / 3) * 3
      if (!seen.has(key)) starts.set(key, (starts.get(key) ?? 0) + 1)
      seen.add(key)
    }
  }
  let best: [number, number] | null = null
  for (const [x, n] of starts) if (!best || n > best[1]) best = [x, n]
  if (!best || best[1] < Math.max(4, lines.length * 0.2)) return null
  const split = best[0] - 2
  const crossing = lines.filter((l) => l.items.some((it) => it.x0 < split - 1 && it.x1 > split + 2)).length
  return crossing <= lines.length * 0.2 ? split : null
}

function lineText(items: Item[]): string {
  let out = ''
  let prev: Item | null = null
  for (const it of items) {
    if (prev) {
      const gap = it.x0 - prev.x1
      if (gap > it.size * 1.5) out += '  '
      else if (gap > it.size * 0.12 && !out.endsWith(' ') && !it.str.startsWith(' ')) out += ' '
    }
    out += it.str
    prev = it
  }
  return out.replace(/\s+$/, '')
}

function joinLines(lines: { y: number; size: number; text: string }[]): string {
  let out = ''
  let prev: { y: number; size: number } | null = null
  for (const l of lines) {
    if (!l.text.trim()) continue
    if (prev) out += prev.y - l.y > Math.max(prev.size, l.size) * 1.9 ? '\n\n' : '\n'
    out += l.text
    prev = l
  }
  return out
}

export function pageText(items: Item[], width: number): string {
  const lines = buildLines(items)
  const split = columnSplit(lines, width)
  if (split === null) return joinLines(lines.map((l) => ({ y: l.y, size: l.size, text: lineText(l.items) })))
  // Lines that cross the split (a full-width header) break the page into blocks; each block is read left column, then right.
  const blocks: string[] = []
  let block: Line[] = []
  const flush = () => {
    if (!block.length) return
    const left = block.map((l) => ({ y: l.y, size: l.size, text: lineText(l.items.filter((it) => it.x0 < split)) }))
    const right = block.map((l) => ({ y: l.y, size: l.size, text: lineText(l.items.filter((it) => it.x0 >= split)) }))
    blocks.push(joinLines(left), joinLines(right))
    block = []
  }
  for (const l of lines) {
    if (l.items.some((it) => it.x0 < split - 1 && it.x1 > split + 2)) {
      flush()
      blocks.push(lineText(l.items))
    } else block.push(l)
  }
  flush()
  return blocks.filter((b) => b.trim()).join('\n\n')
}
