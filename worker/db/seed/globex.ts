import { newId } from '../../lib/ids'
import {
  applications,
  businessBranches,
  businesses,
  candidateInterviews,
  candidates,
  departments,
  employeeRoles,
  employees,
  interviews,
  opportunities,
  statusHistories,
} from '../schema'
import { type CandidateSpec, statePath } from './acme-candidates'
import { applicationRows } from './applications'
import { rowsOf, type SeedEntry } from './batch'
import { subscriptionPeriods } from './billing'
import { idAt, jobDescription, OFFICE_HOURS, type SeedContext, stamps } from './context'

/** Globex bought the Starter plan this many days before the seed's "now". */
export const GLOBEX_PLAN_STARTED_DAYS_AGO = 20

export type GlobexIds = ReturnType<typeof globexIds>

export function globexIds() {
  return {
    businessId: newId(),
    dept: { engineering: newId(), operations: newId() },
    branch: newId(),
    role: newId(),
    emp: { owner: newId(), oliver: newId() },
    job: { analyst: newId(), sre: newId() },
  }
}

type GlobexCandidate = Pick<
  CandidateSpec,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'location'
  | 'currentTitle'
  | 'experienceYears'
  | 'qualification'
  | 'source'
  | 'skills'
  | 'status'
  | 'via'
  | 'reason'
  | 'daysAgo'
> & { job: 'analyst' | 'sre' }

const CANDIDATES: GlobexCandidate[] = [
  {
    firstName: 'Amara',
    lastName: 'Okoye',
    email: 'amara.okoye@example.co.uk',
    phone: '+44 20 7946 0011',
    location: 'London, UK',
    currentTitle: 'Operations Analyst',
    experienceYears: 3,
    qualification: 'B.Sc. Economics',
    source: 'careers page',
    skills: ['Excel', 'SQL', 'Forecasting'],
    job: 'analyst',
    status: 'new',
    daysAgo: 2,
  },
  {
    firstName: 'George',
    lastName: 'Whitaker',
    email: 'george.whitaker@example.co.uk',
    phone: '+44 20 7946 0012',
    location: 'Reading, UK',
    currentTitle: 'Supply Planner',
    experienceYears: 4,
    qualification: 'MBA',
    source: 'linkedin',
    skills: ['SAP', 'Demand Planning', 'Power BI'],
    job: 'analyst',
    status: 'screening',
    daysAgo: 6,
  },
  {
    firstName: 'Freya',
    lastName: 'Lindqvist',
    email: 'freya.lindqvist@example.co.uk',
    phone: '+44 20 7946 0013',
    location: 'London, UK',
    currentTitle: 'DevOps Engineer',
    experienceYears: 6,
    qualification: 'M.Sc. Computer Science',
    source: 'referral',
    skills: ['Kubernetes', 'Terraform', 'Prometheus', 'Go'],
    job: 'sre',
    status: 'shortlisted',
    daysAgo: 11,
  },
  {
    firstName: 'Yusuf',
    lastName: 'Demir',
    email: 'yusuf.demir@example.co.uk',
    phone: '+44 20 7946 0014',
    location: 'Cambridge, UK',
    currentTitle: 'Site Reliability Engineer',
    experienceYears: 5,
    qualification: 'B.Eng. Computer Systems',
    source: 'manual',
    skills: ['Linux', 'AWS', 'Incident Response', 'Python'],
    job: 'sre',
    status: 'interviewing',
    daysAgo: 15,
  },
  {
    firstName: 'Charlotte',
    lastName: 'Evans',
    email: 'charlotte.evans@example.co.uk',
    phone: '+44 20 7946 0015',
    location: 'Croydon, UK',
    currentTitle: 'Logistics Coordinator',
    experienceYears: 1,
    qualification: 'Diploma in Logistics',
    source: 'resume upload',
    skills: ['Excel', 'Inventory Management'],
    job: 'analyst',
    status: 'rejected',
    via: 'screening',
    reason: 'Needs more analytical experience for this role.',
    daysAgo: 9,
  },
]

export function globexEntries(ctx: SeedContext, ids: GlobexIds): SeedEntry[] {
  const { clock, hashes } = ctx
  const businessId = ids.businessId
  const founded = clock.ago(60)
  const at = stamps(founded)
  const planStartedAt = clock.ago(GLOBEX_PLAN_STARTED_DAYS_AGO)
  const offer =
    'A hybrid working pattern, 27 days of holiday plus bank holidays, a 6% pension contribution and private medical insurance.'

  const entries: SeedEntry[] = [
    rowsOf(businesses, [
      {
        id: businessId,
        name: 'Globex Industries',
        slug: 'globex',
        email: 'owner@globex.example',
        phone: '+44 20 7946 0000',
        website: 'https://globex.example',
        industry: 'Manufacturing',
        size: '51-200',
        address: '1 Canada Square, London E14 5AB',
        country: 'GB',
        timezone: 'Europe/London',
        currency: 'GBP',
        status: 'active',
        emailVerifiedAt: founded,
        planId: ctx.plans.starter,
        planStartedAt,
        planRenewsAt: subscriptionPeriods(clock, planStartedAt).at(-1)!.end,
        ...at,
      },
    ]),
    rowsOf(departments, [
      {
        id: ids.dept.engineering,
        businessId,
        name: 'Engineering',
        description: 'Factory systems, internal tools and infrastructure.',
        ...at,
      },
      {
        id: ids.dept.operations,
        businessId,
        name: 'Operations',
        description: 'Supply chain, logistics and production planning.',
        ...at,
      },
    ]),
    rowsOf(businessBranches, [
      {
        id: ids.branch,
        businessId,
        name: 'London Office',
        address: '1 Canada Square',
        city: 'London',
        country: 'GB',
        postalCode: 'E14 5AB',
        phone: '+44 20 7946 0000',
        timezone: 'Europe/London',
        isHeadquarters: true,
        ...at,
      },
    ]),
    rowsOf(employeeRoles, [
      {
        id: ids.role,
        businessId,
        name: 'Hiring Manager',
        description: 'Reviews candidates and interviews for their team’s openings.',
        ...at,
      },
    ]),
    rowsOf(employees, [
      {
        id: ids.emp.owner,
        businessId,
        firstName: 'Amelia',
        lastName: 'Hart',
        email: 'owner@globex.example',
        phone: '+44 20 7946 0001',
        passwordHash: hashes.owner,
        isBusinessAdmin: true,
        branchId: ids.branch,
        designation: 'Managing Director',
        employeeCode: 'GLX-001',
        joinedOn: '2016-05-03',
        workingHours: OFFICE_HOURS,
        emailVerifiedAt: founded,
        ...at,
      },
      {
        id: ids.emp.oliver,
        businessId,
        firstName: 'Oliver',
        lastName: 'Grant',
        email: 'oliver.grant@globex.example',
        phone: '+44 20 7946 0002',
        passwordHash: hashes.staff,
        roleId: ids.role,
        departmentId: ids.dept.operations,
        branchId: ids.branch,
        designation: 'Operations Manager',
        employeeCode: 'GLX-014',
        joinedOn: '2019-10-14',
        workingHours: OFFICE_HOURS,
        emailVerifiedAt: founded,
        ...at,
      },
    ]),
    rowsOf(opportunities, [
      {
        id: ids.job.analyst,
        businessId,
        title: 'Supply Chain Analyst',
        code: 'OPS-021',
        departmentId: ids.dept.operations,
        branchId: ids.branch,
        hiringManagerId: ids.emp.oliver,
        workplace: 'hybrid',
        location: 'London, UK',
        salaryMin: 42000,
        salaryMax: 52000,
        salaryCurrency: 'GBP',
        skills: ['SQL', 'Excel', 'Forecasting', 'Power BI'],
        experienceMin: 2,
        experienceMax: 5,
        description: jobDescription({
          about: 'Help Globex plan production and inventory across three European plants using better data.',
          responsibilities: [
            'Build demand forecasts with the planning team',
            'Track supplier lead times and flag risks early',
            'Own the weekly inventory report',
          ],
          requirements: [
            '2+ years in supply chain or operations analysis',
            'Strong Excel and working SQL',
            'Experience with a BI tool such as Power BI',
          ],
          company: 'Globex',
          offer,
        }),
        deadline: clock.day(28),
        status: 'open',
        publishedAt: clock.ago(18),
        createdBy: ids.emp.owner,
        ...stamps(clock.ago(19)),
      },
      {
        id: ids.job.sre,
        businessId,
        title: 'Site Reliability Engineer',
        code: 'ENG-007',
        departmentId: ids.dept.engineering,
        branchId: ids.branch,
        hiringManagerId: ids.emp.owner,
        workplace: 'hybrid',
        location: 'London, UK',
        salaryMin: 70000,
        salaryMax: 85000,
        salaryCurrency: 'GBP',
        skills: ['Kubernetes', 'Terraform', 'Observability', 'Linux'],
        experienceMin: 4,
        experienceMax: 8,
        description: jobDescription({
          about: 'Keep Globex’s factory systems and customer portal running around the clock.',
          responsibilities: [
            'Run our Kubernetes platform and CI/CD pipelines',
            'Define SLOs and the alerts behind them',
            'Lead blameless incident reviews',
          ],
          requirements: [
            '4+ years in SRE or DevOps',
            'Production Kubernetes and Terraform',
            'Calm under pressure during incidents',
          ],
          company: 'Globex',
          offer,
        }),
        deadline: clock.day(35),
        status: 'open',
        publishedAt: clock.ago(22),
        createdBy: ids.emp.owner,
        ...stamps(clock.ago(23)),
      },
    ]),
  ]

  const candidateRows = []
  const applicationRowsOut = []
  const historyRows = []
  let interviewing: { id: string; opportunityId: string; since: Date } | undefined
  for (const spec of CANDIDATES) {
    const createdAt = clock.ago(spec.daysAgo, 2)
    const id = idAt(createdAt)
    const path = statePath(spec)
    const moved = path.map((_, i) => clock.between(createdAt, clock.ago(0, 8), i / path.length))
    const opportunityId = ids.job[spec.job]
    candidateRows.push({
      id,
      businessId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email.toLowerCase(),
      phone: spec.phone,
      location: spec.location,
      currentTitle: spec.currentTitle,
      experienceYears: spec.experienceYears,
      qualification: spec.qualification,
      skills: spec.skills,
      source: spec.source,
      assignedTo: ids.emp.oliver,
      createdBy: spec.source === 'careers page' ? null : ids.emp.oliver,
      ...stamps(createdAt, moved.at(-1)!),
    })
    const { application, history } = applicationRows({
      businessId,
      candidateId: id,
      opportunityId,
      source: spec.source,
      path,
      movedAt: moved,
      reason: spec.reason,
      recruiterId: ids.emp.oliver,
    })
    applicationRowsOut.push(application)
    historyRows.push(...history)
    if (spec.status === 'interviewing') interviewing = { id, opportunityId, since: moved.at(-1)! }
  }
  entries.push(
    rowsOf(candidates, candidateRows),
    rowsOf(applications, applicationRowsOut),
    rowsOf(statusHistories, historyRows),
  )

  if (!interviewing) throw new Error('Globex needs an interviewing candidate')
  const ciId = idAt(interviewing.since)
  entries.push(
    rowsOf(candidateInterviews, [
      {
        id: ciId,
        businessId,
        candidateId: interviewing.id,
        opportunityId: interviewing.opportunityId,
        status: 'pending',
        ...stamps(interviewing.since),
      },
    ]),
    rowsOf(interviews, [
      {
        id: idAt(interviewing.since),
        businessId,
        candidateInterviewId: ciId,
        candidateId: interviewing.id,
        opportunityId: interviewing.opportunityId,
        title: 'Technical interview: incident response',
        mode: 'video',
        scheduledAt: clock.at(3, 10),
        durationMinutes: 60,
        timezone: 'Europe/London',
        meetingUrl: 'https://meet.globex.example/sre-technical-interview',
        interviewerIds: [ids.emp.owner, ids.emp.oliver],
        status: 'scheduled',
        createdBy: ids.emp.oliver,
        ...stamps(interviewing.since),
      },
    ]),
  )
  return entries
}
