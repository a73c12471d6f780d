/**
 * Tokens for the sequence tagger: words (with inner dots, apostrophes, hyphens, "&", "+", "#"
 * kept, so "B.Tech", "Node.js", "C++", "C#", "R&D", "full-stack" are one token each) and single
 * punctuation marks, read from the resume's segments (lines) so each token knows its line.
 * Offsets are into the resume text, so a tagged span maps back to `text.slice(start, end)`.
 */
import type { Segment } from '../parse/segments'

export type Token = {
  text: string
  start: number
  end: number
  /** Index of its segment (line) in the document. */
  seg: number
  /** Position in its segment, from 0. */
  pos: number
}

const TOKEN = /[\p{L}\p{N}]+(?:[.'’&_+-][\p{L}\p{N}]+)*(?:\+\+|#)?|[^\s\p{L}\p{N}]/gu

export function tokenize(segments: Segment[]): Token[] {
  const out: Token[] = []
  for (const [i, seg] of segments.entries()) {
    let pos = 0
    for (const m of seg.text.matchAll(TOKEN)) {
      out.push({ text: m[0], start: seg.start + m.index, end: seg.start + m.index + m[0].length, seg: i, pos: pos++ })
    }
  }
  return out
}
