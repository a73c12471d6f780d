import { newId } from '../../lib/ids'
import { businessBranches, businesses, departments, employeeRoles, employees } from '../schema'
import { rowsOf, type SeedEntry } from './batch'
import { subscriptionPeriods } from './billing'
import { OFFICE_HOURS, type SeedContext, stamps } from './context'

/** Acme bought the Growth plan this many days before the seed's "now". */
export const ACME_PLAN_STARTED_DAYS_AGO = 75

export type AcmeOrg = ReturnType<typeof acmeOrgIds>

/** Ids of Acme's organisation, made up front so every other Acme row can point at them. */
export function acmeOrgIds() {
  return {
    businessId: newId(),
    dept: { engineering: newId(), product: newId(), design: newId(), sales: newId(), people: newId(), legacy: newId() },
    branch: { newYork: newId(), austin: newId() },
    role: { recruiter: newId(), hiringManager: newId(), interviewer: newId() },
    emp: { owner: newId(), recruiter: newId(), marcus: newId(), priya: newId(), sofia: newId(), jordan: newId() },
  }
}

export function acmeOrgEntries(ctx: SeedContext, ids: AcmeOrg): SeedEntry[] {
  const { clock, hashes } = ctx
  const founded = clock.ago(150)
  const at = stamps(founded)
  const businessId = ids.businessId
  const planStartedAt = clock.ago(ACME_PLAN_STARTED_DAYS_AGO)

  const business = rowsOf(businesses, [
    {
      id: businessId,
      name: 'Acme Corporation',
      slug: 'acme',
      email: 'owner@acme.example',
      phone: '+1 (212) 555-0142',
      website: 'https://acme.example',
      industry: 'Software',
      size: '201-500',
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
      country: 'US',
      timezone: 'America/New_York',
      currency: 'USD',
      status: 'active',
      emailVerifiedAt: founded,
      planId: ctx.plans.growth,
      planStartedAt,
      planRenewsAt: subscriptionPeriods(clock, planStartedAt).at(-1)!.end,
      ...at,
    },
  ])

  const d = ids.dept
  const dept = (id: string, name: string, description: string, status: 'active' | 'inactive' = 'active') => ({
    id,
    businessId,
    name,
    description,
    status,
    ...at,
  })
  const departmentRows = rowsOf(departments, [
    dept(
      d.engineering,
      'Engineering',
      'Builds and runs the Acme platform: backend, frontend, infrastructure and quality.',
    ),
    dept(
      d.product,
      'Product',
      'Product management and analytics: decides what we build next and measures whether it worked.',
    ),
    dept(d.design, 'Design', 'Product design, user research and the Acme design system.'),
    dept(d.sales, 'Sales', 'New business and account management for mid-market and enterprise customers.'),
    dept(
      d.people,
      'People Operations',
      'Recruiting, onboarding, benefits and everything that keeps the team growing well.',
    ),
    dept(
      d.legacy,
      'Legacy Support',
      'Support for the retired on-premise product; merged into Engineering.',
      'inactive',
    ),
  ])

  const branchRows = rowsOf(businessBranches, [
    {
      id: ids.branch.newYork,
      businessId,
      name: 'New York HQ',
      address: '350 Fifth Avenue, Suite 4100',
      city: 'New York',
      state: 'NY',
      country: 'US',
      postalCode: '10118',
      phone: '+1 (212) 555-0142',
      timezone: 'America/New_York',
      isHeadquarters: true,
      ...at,
    },
    {
      id: ids.branch.austin,
      businessId,
      name: 'Austin',
      address: '500 West 2nd Street, Floor 19',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
      phone: '+1 (512) 555-0188',
      timezone: 'America/Chicago',
      ...at,
    },
  ])

  const roleRows = rowsOf(employeeRoles, [
    {
      id: ids.role.recruiter,
      businessId,
      name: 'Recruiter',
      description: 'Sources and screens candidates, schedules interviews and sends offers.',
      ...at,
    },
    {
      id: ids.role.hiringManager,
      businessId,
      name: 'Hiring Manager',
      description: 'Owns openings for a team: requests jobs, reviews candidates and decides on hires.',
      ...at,
    },
    {
      id: ids.role.interviewer,
      businessId,
      name: 'Interviewer',
      description: 'Runs the interviews they are assigned and writes feedback.',
      ...at,
    },
  ])

  const e = ids.emp
  const staff = (row: {
    id: string
    firstName: string
    lastName: string
    email: string
    phone: string
    passwordHash: string
    roleId: string | null
    departmentId: string | null
    branchId: string
    designation: string
    employeeCode: string
    joinedOn: string
    isBusinessAdmin?: boolean
  }) => ({ businessId, isBusinessAdmin: false, workingHours: OFFICE_HOURS, emailVerifiedAt: founded, ...row, ...at })

  const employeeRows = rowsOf(employees, [
    staff({
      id: e.owner,
      firstName: 'Olivia',
      lastName: 'Bennett',
      email: 'owner@acme.example',
      phone: '+1 (212) 555-0101',
      passwordHash: hashes.owner,
      isBusinessAdmin: true,
      roleId: null,
      departmentId: null,
      branchId: ids.branch.newYork,
      designation: 'Chief Executive Officer',
      employeeCode: 'ACME-001',
      joinedOn: '2018-03-12',
    }),
    staff({
      id: e.recruiter,
      firstName: 'Ryan',
      lastName: 'Patel',
      email: 'recruiter@acme.example',
      phone: '+1 (212) 555-0102',
      passwordHash: hashes.recruiter,
      roleId: ids.role.recruiter,
      departmentId: d.people,
      branchId: ids.branch.newYork,
      designation: 'Senior Technical Recruiter',
      employeeCode: 'ACME-014',
      joinedOn: '2021-06-01',
    }),
    staff({
      id: e.marcus,
      firstName: 'Marcus',
      lastName: 'Chen',
      email: 'marcus.chen@acme.example',
      phone: '+1 (212) 555-0103',
      passwordHash: hashes.staff,
      roleId: ids.role.hiringManager,
      departmentId: d.engineering,
      branchId: ids.branch.newYork,
      designation: 'Engineering Manager',
      employeeCode: 'ACME-007',
      joinedOn: '2019-09-16',
    }),
    staff({
      id: e.priya,
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@acme.example',
      phone: '+1 (512) 555-0104',
      passwordHash: hashes.staff,
      roleId: ids.role.interviewer,
      departmentId: d.engineering,
      branchId: ids.branch.austin,
      designation: 'Staff Software Engineer',
      employeeCode: 'ACME-021',
      joinedOn: '2020-02-03',
    }),
    staff({
      id: e.sofia,
      firstName: 'Sofia',
      lastName: 'Alvarez',
      email: 'sofia.alvarez@acme.example',
      phone: '+1 (212) 555-0105',
      passwordHash: hashes.staff,
      roleId: ids.role.hiringManager,
      departmentId: d.design,
      branchId: ids.branch.newYork,
      designation: 'Design Director',
      employeeCode: 'ACME-011',
      joinedOn: '2020-08-24',
    }),
    staff({
      id: e.jordan,
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan.reyes@acme.example',
      phone: '+1 (512) 555-0106',
      passwordHash: hashes.staff,
      roleId: ids.role.hiringManager,
      departmentId: d.sales,
      branchId: ids.branch.austin,
      designation: 'Regional Sales Director',
      employeeCode: 'ACME-018',
      joinedOn: '2021-01-11',
    }),
  ])

  return [business, departmentRows, branchRows, roleRows, employeeRows]
}
