/**
 * The interviews screen's URL (`?view=&week=&when=&status=&mode=&interviewer_id=&opportunity_id=&mine=&page=&search=`),
 * read by the page itself (a route's validateSearch would join every page's first load). Plain
 * strings and numbers: the page narrows status and mode to the states it knows (queries/interviews
 * `narrowed`), and the API validates the rest as it validates every list query.
 */
import { z } from '@worker/schemas/zod'

/** What the URL carries that the screen cannot use is dropped, not an error. */
const loose = <S extends z.ZodType>(schema: S) => schema.optional().catch(undefined)
const text = loose(z.string().max(200))

export const interviewSearch = z.object({
  page: loose(z.number().int().min(1)),
  search: text,
  status: text,
  mode: text,
  interviewer_id: text,
  opportunity_id: text,
  mine: loose(z.boolean()),
  view: loose(z.enum(['week', 'list'])),
  /** The Monday of the week shown ('2030-03-11'). */
  week: loose(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** The list: upcoming (default), past or all. */
  when: loose(z.enum(['upcoming', 'past', 'all'])),
})
export type InterviewSearch = z.infer<typeof interviewSearch>
