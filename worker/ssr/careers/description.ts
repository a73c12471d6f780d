import { escapeHtml } from '../../lib/html'

/**
 * Job descriptions are plain text with light markdown: blank-line separated paragraphs,
 * "## " headings and "- " list items. Parsed into blocks (never into raw HTML), so the page
 * renders them with React's escaping and JSON-LD gets a safe HTML version.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }

export function parseDescription(text: string | null): Block[] {
  const blocks: Block[] = []
  for (const chunk of (text ?? '').replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    let paragraph: string[] = []
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
      paragraph = []
    }
    for (const line of lines) {
      const heading = line.match(/^#{1,6}\s+(.*)$/)
      const item = line.match(/^[-*•]\s+(.*)$/)
      if (heading) {
        flush()
        blocks.push({ kind: 'heading', text: heading[1]! })
      } else if (item) {
        flush()
        const last = blocks.at(-1)
        if (last?.kind === 'list') last.items.push(item[1]!)
        else blocks.push({ kind: 'list', items: [item[1]!] })
      } else {
        paragraph.push(line)
      }
    }
    flush()
  }
  return blocks
}

/** The description as escaped HTML (what JobPosting's description expects). */
export function descriptionHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.kind === 'heading') return `<h3>${escapeHtml(b.text)}</h3>`
      if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      return `<p>${escapeHtml(b.text)}</p>`
    })
    .join('')
}

/** A one-line summary for meta descriptions: the first paragraph, cut at a word near `max`. */
export function summary(blocks: Block[], max = 155): string {
  const first = blocks.find((b) => b.kind === 'paragraph')
  const text = first?.kind === 'paragraph' ? first.text : ''
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`
}
