import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { planInput, planListQuery, planStatus } from './plans.schema'
import { changePlanStatus, createPlan, listPlans, updatePlan } from './plans.service'

/** /admin/plans: what businesses can buy, with the limits that apply to them. */
export const adminPlanRoutes = new Hono<AppEnv>()
  .get('/', adminOnly(), validate('query', planListQuery), async (c) =>
    ok(c, 'Plans fetched.', await listPlans(c.var, c.req.valid('query'))),
  )
  .post('/', adminOnly(), validate('json', planInput), async (c) =>
    created(
      c,
      'Plan created. It is inactive until you activate it: then it shows on the pricing page.',
      await createPlan(c.var, c.req.valid('json')),
    ),
  )
  .put('/:id', adminOnly(), validate('json', planInput), async (c) =>
    ok(c, 'Plan updated successfully.', await updatePlan(c.var, c.req.param('id'), c.req.valid('json'))),
  )
  .patch('/:id/status', adminOnly(), validate('json', planStatus), async (c) => {
    const plan = await changePlanStatus(c.var, c.req.param('id'), c.req.valid('json').status)
    const message =
      plan.status === 'active'
        ? `The ${plan.name} plan is on sale again.`
        : `The ${plan.name} plan is no longer offered. Businesses on it keep it.`
    return ok(c, message, plan)
  })
