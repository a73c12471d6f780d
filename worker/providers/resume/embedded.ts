/** The embedded extractor: reads the file and parses the text, offline, in the Worker. */
import { extractFields } from './parse'
import { readResumeFile } from './read'
import type { ExtractOptions, ResumeExtractor, ResumeFile } from './types'

export async function extractResumeText(text: string, options: ExtractOptions = {}) {
  return { text, fields: extractFields(text, options) }
}

export async function extractResume(file: ResumeFile, options: ExtractOptions = {}) {
  const text = await readResumeFile(file)
  return extractResumeText(text, options)
}

export const embeddedExtractor: ResumeExtractor = { name: 'embedded', extractResume, extractResumeText }
