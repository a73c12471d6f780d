/**
 * The shape of what a resume extractor returns: the text it read and the fields it found,
 * each with a confidence in [0, 1] and where in the text it was found. Browser-safe (zod
 * only): the API validates with it and the review form edits with it.
 */
import { z } from 'zod'

export const confidence = z.number().min(0).max(1)
/** Character offsets into the extracted text: text.slice(start, end) is what the field was read from. */
export const textSource = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) })

const found = { confidence, source: textSource }
const scalar = <T extends z.ZodType>(value: T) => z.object({ value, ...found }).nullable()

/** A month ("2019-01") or a year ("2019"), the precision the resume gave. */
export const resumeDate = z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/)

export const resumeEducation = z.object({
  degree: z.string().nullable(),
  institution: z.string().nullable(),
  year: z.number().int().min(1900).max(2100).nullable(),
  ...found,
})

export const resumeExperience = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  from: resumeDate.nullable(),
  /** "present" for a role still held. */
  to: z.union([resumeDate, z.literal('present')]).nullable(),
  location: z.string().nullable(),
  ...found,
})

export const resumeSkill = z.object({ value: z.string().min(1), ...found })

export const resumeFields = z.object({
  name: scalar(z.string().min(1)),
  email: scalar(z.string().email()),
  /** E.164 when the number could be parsed ("+919876543210"), else the digits as written. */
  phone: scalar(z.string().min(5)),
  location: scalar(z.string().min(1)),
  current_title: scalar(z.string().min(1)),
  current_company: scalar(z.string().min(1)),
  experience_years: scalar(z.number().min(0).max(70)),
  skills: z.array(resumeSkill),
  education: z.array(resumeEducation),
  experience: z.array(resumeExperience),
  links: z.object({
    linkedin: scalar(z.string().url()),
    github: scalar(z.string().url()),
    portfolio: scalar(z.string().url()),
  }),
  summary: scalar(z.string().min(1)),
})

export const resumeExtraction = z.object({ text: z.string(), fields: resumeFields })

export type ResumeFields = z.infer<typeof resumeFields>
export type ResumeExtraction = z.infer<typeof resumeExtraction>
export type ResumeEducation = z.infer<typeof resumeEducation>
export type ResumeExperience = z.infer<typeof resumeExperience>
export type ResumeSkill = z.infer<typeof resumeSkill>
export type TextSource = z.infer<typeof textSource>
/** A found scalar: value, confidence, source. */
export type Found<T> = { value: T; confidence: number; source: TextSource }

/** Fields below this confidence are marked for review. */
export const REVIEW_BELOW = 0.6
