/**
 * A letter's sanitized HTML (services/rich-text.ts: paragraphs, headings, lists, bold, italic,
 * links, tables) read into blocks of styled runs that the PDF writer lays out. htmlparser2 reads
 * the HTML (entities included); nothing here renders HTML.
 */
import { Parser } from 'htmlparser2'

/** The tag the signature placeholder becomes before the letter is read (never in stored HTML). */
export const SIGNATURE_TAG = 'hirely-signature'

export type Run = { text: string; bold: boolean; italic: boolean }
export type Block =
  | { kind: 'paragraph'; runs: Run[]; style: 'body' | 'h1' | 'h2' | 'h3' | 'quote' }
  | { kind: 'item'; runs: Run[]; marker: string; depth: number }
  | { kind: 'rule' }
  | { kind: 'signature' }

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'tr', 'table', 'ul', 'ol'])
const HEADINGS: Record<string, 'h1' | 'h2' | 'h3'> = { h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h3' }

export function letterBlocks(html: string): Block[] {
  const blocks: Block[] = []
  let runs: Run[] = []
  let style: 'body' | 'h1' | 'h2' | 'h3' | 'quote' = 'body'
  let bold = 0
  let italic = 0
  let quote = 0
  const lists: { ordered: boolean; n: number }[] = []
  let item: { marker: string; depth: number } | null = null
  const links: (string | null)[] = []

  const flush = () => {
    // Collapse white space the way a browser does; a line break stays.
    const cleaned: Run[] = []
    for (const r of runs) {
      const text = r.text === '\n' ? '\n' : r.text.replace(/\s+/g, ' ')
      if (text) cleaned.push({ ...r, text })
    }
    while (cleaned[0] && /^ +$/.test(cleaned[0].text)) cleaned.shift()
    if (cleaned[0]) cleaned[0] = { ...cleaned[0], text: cleaned[0].text.replace(/^ +/, '') }
    while (cleaned.length && /^\s*$/.test(cleaned.at(-1)!.text)) cleaned.pop()
    if (cleaned.length) {
      if (item) blocks.push({ kind: 'item', runs: cleaned, ...item })
      else blocks.push({ kind: 'paragraph', runs: cleaned, style: quote ? 'quote' : style })
    }
    runs = []
  }

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === SIGNATURE_TAG) {
          flush()
          blocks.push({ kind: 'signature' })
          return
        }
        if (BLOCK_TAGS.has(name) || name === 'li') flush()
        if (name in HEADINGS) style = HEADINGS[name]!
        if (name === 'blockquote') quote++
        if (name === 'strong' || name === 'b' || name in HEADINGS || name === 'th') bold++
        if (name === 'em' || name === 'i') italic++
        if (name === 'br') runs.push({ text: '\n', bold: bold > 0, italic: italic > 0 })
        if (name === 'hr') blocks.push({ kind: 'rule' })
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', n: 0 })
        if (name === 'li') {
          const list = lists.at(-1) ?? { ordered: false, n: 0 }
          list.n++
          item = { marker: list.ordered ? `${list.n}.` : '•', depth: Math.max(0, lists.length - 1) }
        }
        if (name === 'td' || name === 'th') runs.push({ text: ' ', bold: false, italic: false })
        if (name === 'a') links.push(attrs.href ?? null)
      },
      ontext(text) {
        runs.push({ text, bold: bold > 0, italic: italic > 0 })
      },
      onclosetag(name) {
        if (name === 'a') {
          // A link prints its address after the text, unless the text is the address.
          const href = links.pop()
          const shown = runs.map((r) => r.text).join('')
          if (href && /^(https?:|mailto:)/i.test(href) && !shown.includes(href.replace(/^mailto:/i, '')))
            runs.push({ text: ` (${href.replace(/^mailto:/i, '')})`, bold: false, italic: false })
        }
        if (name === 'strong' || name === 'b' || name in HEADINGS || name === 'th') bold = Math.max(0, bold - 1)
        if (name === 'em' || name === 'i') italic = Math.max(0, italic - 1)
        if (name === 'li') {
          flush()
          item = null
        }
        if (name === 'ul' || name === 'ol') lists.pop()
        if (BLOCK_TAGS.has(name)) flush()
        if (name in HEADINGS) style = 'body'
        if (name === 'blockquote') quote = Math.max(0, quote - 1)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  flush()
  return blocks
}
