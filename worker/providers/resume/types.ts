import type { CountryCode } from 'libphonenumber-js/min'
import type { ResumeExtraction } from './fields.schema'
import type { Tagger } from './tagger'

/** An uploaded resume: its bytes and what the uploader said it was (magic bytes decide). */
export type ResumeFile = { bytes: Uint8Array; contentType?: string | null; fileName?: string | null }

export type ExtractOptions = {
  /** "Present" means this moment; defaults to now. */
  now?: Date
  /** Default region for national phone numbers ("IN", "US"), e.g. from the business's country. */
  region?: CountryCode
  /** The sequence tagger combined with the rules: the shipped model when left out; null for the rules alone (comparisons, benchmarks). */
  tagger?: Tagger | null
}

/** A resume extractor: the embedded parser or a production adapter. */
export interface ResumeExtractor {
  readonly name: 'embedded' | 'workers-ai'
  /** Read the file (PDF, DOCX, TXT) and extract fields; throws ResumeReadError when the file cannot be read. */
  extractResume(file: ResumeFile, options?: ExtractOptions): Promise<ResumeExtraction>
  /** Extract fields from text already read (tests, the benchmark, pasted resumes). */
  extractResumeText(text: string, options?: ExtractOptions): Promise<ResumeExtraction>
}
