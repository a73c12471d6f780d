import { admins, contactEnquiries, plans } from '../schema'
import { DEMO_ACCOUNTS } from './accounts'
import { rowsOf, type SeedEntry } from './batch'
import { idAt, type SeedContext, stamps } from './context'

export const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS[0]!.email
export const DEMO_ADMIN_NAME = 'Jamie Carter'

/** The platform's plans, price in cents (USD, monthly). `null` limits are unlimited. */
export function planRows(ctx: SeedContext) {
  const at = stamps(ctx.clock.ago(120))
  return rowsOf(plans, [
    {
      id: ctx.plans.free,
      name: 'Free',
      description: 'For small teams making their first hires.',
      priceCents: 0,
      isFree: true,
      limits: { jobs: 2, candidates: 50, employees: 3, aiExtractionsPerMonth: 20 },
      features: [
        '2 open jobs',
        'Up to 50 candidates',
        '3 team members',
        'Branded careers page',
        '20 AI resume extractions a month',
      ],
      sortOrder: 1,
      ...at,
    },
    {
      id: ctx.plans.starter,
      name: 'Starter',
      description: 'For growing teams that hire every month.',
      priceCents: 4900,
      limits: { jobs: 10, candidates: 500, employees: 10, aiExtractionsPerMonth: 200 },
      features: [
        '10 open jobs',
        'Up to 500 candidates',
        '10 team members',
        'Interview scheduling with calendar invites',
        'Email templates and signatures',
        '200 AI resume extractions a month',
      ],
      sortOrder: 2,
      ...at,
    },
    {
      id: ctx.plans.growth,
      name: 'Growth',
      description: 'For hiring teams running several pipelines at once.',
      priceCents: 14900,
      limits: { jobs: 50, candidates: 5000, employees: 50, aiExtractionsPerMonth: 1000 },
      features: [
        '50 open jobs',
        'Up to 5,000 candidates',
        '50 team members with custom roles',
        'Proctored online exams with coding rounds',
        'Offer letters with e-signature',
        'Hiring analytics and exports',
        '1,000 AI resume extractions a month',
      ],
      sortOrder: 3,
      ...at,
    },
    {
      id: ctx.plans.enterprise,
      name: 'Enterprise',
      description: 'For organisations hiring at scale across locations.',
      priceCents: 49900,
      limits: { jobs: null, candidates: null, employees: null, aiExtractionsPerMonth: null },
      features: [
        'Unlimited jobs and candidates',
        'Unlimited team members',
        'Unlimited AI resume extractions',
        'Multiple branches and time zones',
        'Audit logs and impersonation controls',
        'Priority support with a named account manager',
      ],
      sortOrder: 4,
      ...at,
    },
  ])
}

export function adminRows(ctx: SeedContext): SeedEntry {
  const createdAt = ctx.clock.ago(180)
  return rowsOf(admins, [
    {
      id: idAt(createdAt),
      name: DEMO_ADMIN_NAME,
      email: DEMO_ADMIN_EMAIL,
      passwordHash: ctx.hashes.admin,
      phone: '+1 (415) 555-0100',
      ...stamps(createdAt),
    },
  ])
}

export function contactEnquiryRows(ctx: SeedContext): SeedEntry {
  const first = ctx.clock.ago(2, 5)
  const second = ctx.clock.ago(9, 3)
  return rowsOf(contactEnquiries, [
    {
      id: idAt(first),
      name: 'Hannah Lewis',
      email: 'hannah.lewis@northwind.example',
      phone: '+1 (312) 555-0147',
      company: 'Northwind Logistics',
      subject: 'Pricing for 12 locations',
      message:
        'We hire warehouse and office staff across 12 locations and are comparing applicant tracking systems. Could someone walk us through the Enterprise plan and how branches and time zones are handled?',
      ip: '203.0.113.24',
      ...stamps(first),
    },
    {
      id: idAt(second),
      name: 'Tomás Herrera',
      email: 'tomas@brightpath.example',
      company: 'BrightPath Health',
      subject: 'Exam proctoring and data retention',
      message:
        'Before we sign up, our compliance team would like to know how long exam video recordings are kept and whether candidates are told they are being recorded.',
      ip: '198.51.100.7',
      status: 'answered',
      ...stamps(second, ctx.clock.ago(8)),
    },
  ])
}
