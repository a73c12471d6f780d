import { LABEL, z } from './zod'

/**
 * The days a date field accepts. A day far outside them is a typo, and the day after 9999-12-31
 * cannot be written as YYYY-MM-DD (a report's range ends at the start of the next day).
 */
export const FIRST_DAY = '1900-01-01'
export const LAST_DAY = '2999-12-31'

/** A calendar day, YYYY-MM-DD, from FIRST_DAY to LAST_DAY: every date field of the API. */
export const calendarDate = () =>
  z.iso.date().refine(
    // A string that is no date at all has its own message already.
    (day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= FIRST_DAY && day <= LAST_DAY),
    `${LABEL} must be between ${FIRST_DAY} and ${LAST_DAY}`,
  )
