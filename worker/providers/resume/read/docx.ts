/** DOCX text through mammoth (paragraphs, table cells and lists in document order). */
import mammoth from 'mammoth'
import { ResumeReadError } from '../errors'

export async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    const copy = bytes.slice()
    // mammoth reads `buffer` in Node and `arrayBuffer` elsewhere; workerd with nodejs_compat takes either, so give both.
    const result = await mammoth.extractRawText({ buffer: Buffer.from(copy), arrayBuffer: copy.buffer } as unknown as {
      buffer: Buffer
    })
    return result.value
  } catch (err) {
    throw new ResumeReadError('corrupt', 'This Word document is damaged and could not be read.', { cause: err })
  }
}
