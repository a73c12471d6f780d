/** Plain text: UTF-8 or UTF-16 by their byte-order marks, UTF-8 when it decodes cleanly, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return windows1252(bytes)
  }
}

// Windows-1252 is Latin-1 except for 0x80–0x9F, which hold typographic characters (curly quotes, dashes, €).
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function windows1252(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80] : String.fromCharCode(b)
  return out
}
