import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { principalOf, requireAuth } from '../../middleware/session'
import { planInput, planListQuery, planStatus } from './plans.schema'
import { changePlanStatus, createPlan, listPlans, updatePlan } from './plans.service'

const admin = requireAuth('admin')

/** /admin/plans: what businesses can buy, with the limits that apply to them. */
export const adminPlanRoutes = new Hono<AppEnv>()
  .get('/', admin, validate('query', planListQuery), async (c) =>
    ok(c, 'Plans fetched.', await listPlans(c.var.db, c.req.valid('query'))),
  )
  .post('/', admin, validate('json', planInput), async (c) =>
    created(c, 'Plan created successfully.', await createPlan(c.var.db, c.req.valid('json'))),
  )
  .put('/:id', admin, validate('json', planInput), async (c) =>
    ok(c, 'Plan updated successfully.', await updatePlan(c.var.db, c.req.param('id'), c.req.valid('json'))),
  )
  .patch('/:id/status', admin, validate('json', planStatus), async (c) => {
    const actor = { kind: 'admin' as const, id: principalOf(c.var.principal, 'admin').id }
    const plan = await changePlanStatus(c.var.db, c.req.param('id'), c.req.valid('json').status, actor)
    return ok(
      c,
      plan.status === 'active'
        ? `The ${plan.name} plan is on sale again.`
        : `The ${plan.name} plan is no longer offered. Businesses on it keep it.`,
      plan,
    )
  })
