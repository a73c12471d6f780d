/** What a file is, by its first bytes. */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'text' | 'unknown'

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v)
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)))

export function fileKind(bytes: Uint8Array): FileKind {
  // PDF readers accept the header anywhere in the first kilobyte.
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A DOCX is a zip whose entries include word/…; other zips (xlsx, odt, archives) are not resumes we read.
    return ascii(bytes, 0, Math.min(bytes.length, 64 * 1024)).includes('word/') ? 'docx' : 'unknown'
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 'text'
  return looksLikeText(bytes) ? 'text' : 'unknown'
}

/** No NUL bytes and few control characters in the first 8 KB: text in some 8-bit or UTF-8 encoding. */
function looksLikeText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192)
  let control = 0
  for (let i = 0; i < n; i++) {
    const c = bytes[i] as number
    if (c === 0) return false
    if (c < 0x09 || (c > 0x0d && c < 0x20 && c !== 0x1b)) control++
  }
  return control <= n * 0.01
}
