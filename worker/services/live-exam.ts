/**
 * The live exam Durable Object of an interview (durable-objects/live-exam.ts), named by the
 * interview id so every request about one exam reaches the same object. Used by the candidate's
 * exam, staff watching live and the proctoring endpoints.
 */
export const liveExam = (env: Pick<Env, 'LIVE_EXAM'>, interviewId: string) =>
  env.LIVE_EXAM.get(env.LIVE_EXAM.idFromName(interviewId))
