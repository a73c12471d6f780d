import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created, ok } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { adminOnly } from '../../middleware/admin'
import { purchase } from '../payments/payments.schema'
import { paymentMethodsOf, paymentSummary, plansOfBusiness } from '../payments/payments.service'
import { purchaseAnswer } from '../payments/purchase.answer'
import { purchasePlan, recordManualPayment } from '../payments/purchase.service'
import { businessListQuery, businessStatus, createBusiness, manualPayment, updateBusiness } from './businesses.schema'
import * as businesses from './businesses.service'
import { portalLoginHandler } from './portal-login.handler'

const admin = adminOnly()

/** /admin/businesses: the platform admin runs every business. */
export const adminBusinessRoutes = new Hono<AppEnv>()
  .get('/', admin, validate('query', businessListQuery), async (c) =>
    ok(c, 'Businesses fetched.', await businesses.listBusinesses(c.var, c.req.valid('query'))),
  )
  .post('/', admin, validate('json', createBusiness), async (c) => {
    const business = await businesses.createBusiness(c.var, c.req.valid('json'))
    return created(
      c,
      `${business.name} was created. We e-mailed ${business.email} a verification code and an invitation to set a password.`,
      business,
    )
  })
  .get('/options/all', admin, async (c) => ok(c, 'Businesses fetched.', await businesses.businessOptions(c.var)))
  .put('/:id', admin, validate('json', updateBusiness), async (c) =>
    ok(
      c,
      'Business updated successfully.',
      await businesses.updateBusiness(c.var, c.req.param('id'), c.req.valid('json')),
    ),
  )
  .post('/:id/verify-email', admin, async (c) => {
    const business = await businesses.verifyBusinessEmail(c.var, c.req.param('id'))
    return ok(
      c,
      `The e-mail of ${business.name} is verified${business.status === 'active' ? ' and the business is active' : ''}.`,
      business,
    )
  })
  .put('/:id/resend-verify-email', admin, async (c) => {
    const sent = await businesses.resendBusinessVerification(c.var, c.req.param('id'), clientIp(c))
    return ok(c, `A new verification code was sent to ${sent.email}.`, sent)
  })
  .put('/:id/update-status', admin, validate('json', businessStatus), async (c) => {
    const { status, reason } = c.req.valid('json')
    const business = await businesses.changeBusinessStatus(c.var, c.req.param('id'), status, reason)
    const signedOut = status === 'suspended' || status === 'inactive' ? ' Its staff have been signed out.' : ''
    return ok(c, `${business.name} is now ${status.replace(/_/g, ' ')}.${signedOut}`, business)
  })
  .put('/:id/payment', admin, validate('json', manualPayment), async (c) => {
    const tx = await recordManualPayment(c.var, c.req.param('id'), c.req.valid('json'))
    return created(c, `Payment recorded. Invoice ${tx.invoiceNumber} was issued.`, tx)
  })
  .post('/:id/activate-free-plan', admin, async (c) => {
    const result = await businesses.activateFreePlan(c.var, c.req.param('id'))
    return ok(c, `${result.business.name} is now on the ${result.plan.name} plan.`, result)
  })
  .get('/:id/plans', admin, async (c) => {
    const [plans, transactions, methods] = await Promise.all([
      plansOfBusiness(c.var, c.req.param('id')),
      paymentSummary(c.var, c.req.param('id')),
      paymentMethodsOf(c.var, c.req.param('id')),
    ])
    return ok(c, 'Plans fetched.', { ...plans, transactions, paymentMethods: methods })
  })
  .post('/:id/buy-plan', admin, validate('json', purchase), async (c) =>
    purchaseAnswer(
      c,
      await purchasePlan(c.var, { businessId: c.req.param('id'), channel: 'admin' }, c.req.valid('json')),
      'admin',
    ),
  )
  .post('/:id/portal_login', admin, portalLoginHandler('portal_login'))
