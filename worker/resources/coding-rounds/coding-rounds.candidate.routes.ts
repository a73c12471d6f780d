import { Hono } from 'hono'
import { codingRounds } from '../../db/schema'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { candidateOnly } from '../../middleware/candidate'
import { owned } from '../../middleware/owned'
import { runCodeInput } from '../interviews/exam.schema'
import { runCode } from './coding-rounds.service'

/** /candidate/coding_rounds: run code against a coding question's sample tests during the exam. */
export const codingRoundRoutes = new Hono<BusinessEnv>().post(
  '/:id/run-code',
  candidateOnly(),
  owned(codingRounds, 'Coding round'),
  validate('json', runCodeInput),
  async (c) => {
    const result = await runCode(c.var, c.req.param('id'), c.req.valid('json'))
    return ok(c, `${result.passed} of ${result.total} sample tests passed.`, result)
  },
)
