import { newId } from '../../lib/ids'
import type { CandidateSource } from '../../resources/candidates/candidates.schema'
import {
  applications,
  type CANDIDATE_STATES,
  candidates,
  comments,
  type Education,
  notifications,
  statusHistories,
} from '../schema'
import { DEMO_ACCOUNTS, DEMO_EXTRA_CANDIDATES } from './accounts'
import { ACME_JOB_TITLES, type AcmeJobs } from './acme-jobs'
import type { AcmeOrg } from './acme-org'
import { applicationRows } from './applications'
import { rowsOf, type SeedEntry } from './batch'
import { idAt, type SeedContext, stamps } from './context'

type CandidateState = (typeof CANDIDATE_STATES)[number]
type OpenState = 'new' | 'screening' | 'shortlisted' | 'interviewing' | 'offered' | 'hired'
const PIPELINE: OpenState[] = ['new', 'screening', 'shortlisted', 'interviewing', 'offered', 'hired']

export type CandidateSpec = {
  firstName: string
  lastName: string
  email: string
  phone: string
  location: string
  currentTitle: string
  currentCompany: string
  experienceYears: number
  qualification: string
  education: Education
  source: CandidateSource
  skills: string[]
  job: keyof AcmeJobs
  status: CandidateState
  /** The last open state before a rejected or withdrawn candidate left. */
  via?: OpenState
  reason?: string
  daysAgo: number
  expectedSalary: number
  noticePeriodDays: number
  /** Has a candidate-portal account (password Candidate@12345). */
  registered?: boolean
  blacklistReason?: string
}

const CASEY_EMAIL = DEMO_ACCOUNTS.find((a) => a.host === 'candidate')!.email
const [NOAH_EMAIL, LENA_EMAIL, SAMUEL_EMAIL] = DEMO_EXTRA_CANDIDATES.map((a) => a.email)

const bsc = (degree: string, institution: string, year: number): Education => ({ degree, institution, year })

/** Acme's candidates: at least two at every pipeline state, plus one blacklisted. */
export const ACME_CANDIDATES = {
  noah: {
    firstName: 'Noah',
    lastName: 'Kim',
    email: NOAH_EMAIL!,
    phone: '+1 (646) 555-0121',
    location: 'Jersey City, NJ',
    currentTitle: 'Frontend Developer',
    currentCompany: 'Brightline Media',
    experienceYears: 3,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'Rutgers University', 2021),
    source: 'careers page',
    skills: ['React', 'TypeScript', 'CSS', 'Storybook'],
    job: 'frontend',
    status: 'new',
    daysAgo: 1,
    expectedSalary: 118000,
    noticePeriodDays: 14,
    registered: true,
  },
  aisha: {
    firstName: 'Aisha',
    lastName: 'Mohammed',
    email: 'aisha.mohammed@example.com',
    phone: '+1 (917) 555-0122',
    location: 'New York, NY',
    currentTitle: 'Software Engineer II',
    currentCompany: 'Finlytics',
    experienceYears: 5,
    qualification: 'M.Sc. Data Science',
    education: bsc('M.Sc. Data Science', 'Columbia University', 2019),
    source: 'linkedin',
    skills: ['Python', 'Go', 'PostgreSQL', 'Kafka'],
    job: 'backend',
    status: 'new',
    daysAgo: 2,
    expectedSalary: 150000,
    noticePeriodDays: 30,
  },
  ethan: {
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan.brooks@example.org',
    phone: '+1 (512) 555-0123',
    location: 'Round Rock, TX',
    currentTitle: 'Sales Development Representative',
    currentCompany: 'CloudNine CRM',
    experienceYears: 2,
    qualification: 'B.A. Communications',
    education: bsc('B.A. Communications', 'Texas State University', 2022),
    source: 'resume upload',
    skills: ['Prospecting', 'Salesforce', 'Cold Calling'],
    job: 'accountExec',
    status: 'new',
    daysAgo: 4,
    expectedSalary: 78000,
    noticePeriodDays: 14,
  },
  grace: {
    firstName: 'Grace',
    lastName: 'Liu',
    email: 'grace.liu@example.com',
    phone: '+1 (347) 555-0124',
    location: 'Queens, NY',
    currentTitle: 'UX Designer',
    currentCompany: 'Parcel & Post',
    experienceYears: 4,
    qualification: 'B.F.A. Interaction Design',
    education: bsc('B.F.A. Interaction Design', 'Parsons School of Design', 2020),
    source: 'referral',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
    job: 'designer',
    status: 'screening',
    daysAgo: 6,
    expectedSalary: 120000,
    noticePeriodDays: 21,
  },
  mateo: {
    firstName: 'Mateo',
    lastName: 'Santos',
    email: 'mateo.santos@example.net',
    phone: '+1 (737) 555-0125',
    location: 'Austin, TX',
    currentTitle: 'Account Executive',
    currentCompany: 'Vendora',
    experienceYears: 3,
    qualification: 'MBA',
    education: bsc('MBA', 'University of Texas at Austin', 2021),
    source: 'linkedin',
    skills: ['B2B Sales', 'Negotiation', 'HubSpot', 'Pipeline Management'],
    job: 'accountExec',
    status: 'screening',
    daysAgo: 5,
    expectedSalary: 88000,
    noticePeriodDays: 30,
  },
  hannah: {
    firstName: 'Hannah',
    lastName: 'Schmidt',
    email: 'hannah.schmidt@example.com',
    phone: '+1 (201) 555-0126',
    location: 'Hoboken, NJ',
    currentTitle: 'Senior Software Engineer',
    currentCompany: 'Meridian Health',
    experienceYears: 7,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'Stevens Institute of Technology', 2017),
    source: 'careers page',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    job: 'backend',
    status: 'shortlisted',
    daysAgo: 12,
    expectedSalary: 165000,
    noticePeriodDays: 30,
  },
  kwame: {
    firstName: 'Kwame',
    lastName: 'Asante',
    email: 'kwame.asante@example.org',
    phone: '+1 (469) 555-0127',
    location: 'Dallas, TX',
    currentTitle: 'UI Engineer',
    currentCompany: 'Shoplane',
    experienceYears: 4,
    qualification: 'B.Sc. Software Engineering',
    education: bsc('B.Sc. Software Engineering', 'University of North Texas', 2020),
    source: 'referral',
    skills: ['React', 'TypeScript', 'Accessibility', 'Jest'],
    job: 'frontend',
    status: 'shortlisted',
    daysAgo: 10,
    expectedSalary: 125000,
    noticePeriodDays: 14,
  },
  casey: {
    firstName: 'Casey',
    lastName: 'Morgan',
    email: CASEY_EMAIL,
    phone: '+1 (718) 555-0134',
    location: 'Brooklyn, NY',
    currentTitle: 'Backend Engineer',
    currentCompany: 'Lumen Analytics',
    experienceYears: 6,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'New York University', 2018),
    source: 'careers page',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'AWS'],
    job: 'backend',
    status: 'interviewing',
    daysAgo: 5,
    expectedSalary: 160000,
    noticePeriodDays: 30,
    registered: true,
  },
  isabella: {
    firstName: 'Isabella',
    lastName: 'Rossi',
    email: 'isabella.rossi@example.net',
    phone: '+1 (512) 555-0128',
    location: 'Austin, TX',
    currentTitle: 'Frontend Engineer',
    currentCompany: 'Tidewater Labs',
    experienceYears: 5,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'University of Texas at Austin', 2019),
    source: 'linkedin',
    skills: ['React', 'TypeScript', 'CSS', 'Testing Library', 'GraphQL'],
    job: 'frontend',
    status: 'interviewing',
    daysAgo: 16,
    expectedSalary: 132000,
    noticePeriodDays: 30,
  },
  daniel: {
    firstName: 'Daniel',
    lastName: 'Park',
    email: 'daniel.park@example.com',
    phone: '+1 (646) 555-0129',
    location: 'Manhattan, NY',
    currentTitle: 'Product Designer',
    currentCompany: 'Nimbus Travel',
    experienceYears: 5,
    qualification: 'Diploma in Graphic Design',
    education: bsc('Diploma in Graphic Design', 'School of Visual Arts', 2018),
    source: 'manual',
    skills: ['Figma', 'Interaction Design', 'Prototyping', 'Usability Testing'],
    job: 'designer',
    status: 'interviewing',
    daysAgo: 14,
    expectedSalary: 125000,
    noticePeriodDays: 21,
  },
  samuel: {
    firstName: 'Samuel',
    lastName: 'Wright',
    email: SAMUEL_EMAIL!,
    phone: '+1 (917) 555-0130',
    location: 'New York, NY',
    currentTitle: 'Senior Backend Engineer',
    currentCompany: 'Copperleaf Payments',
    experienceYears: 8,
    qualification: 'M.Sc. Computer Science',
    education: bsc('M.Sc. Computer Science', 'Cornell University', 2016),
    source: 'referral',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Distributed Systems', 'AWS'],
    job: 'backend',
    status: 'offered',
    daysAgo: 28,
    expectedSalary: 170000,
    noticePeriodDays: 30,
    // Has an offer waiting to be signed (acme-offers.ts): signs in to try it.
    registered: true,
  },
  chloe: {
    firstName: 'Chloe',
    lastName: 'Martin',
    email: 'chloe.martin@example.com',
    phone: '+1 (512) 555-0131',
    location: 'Austin, TX',
    currentTitle: 'Account Executive',
    currentCompany: 'Orbit HR',
    experienceYears: 4,
    qualification: 'B.B.A. Marketing',
    education: bsc('B.B.A. Marketing', 'Baylor University', 2020),
    source: 'linkedin',
    skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'Discovery Calls'],
    job: 'accountExec',
    status: 'offered',
    daysAgo: 24,
    expectedSalary: 92000,
    noticePeriodDays: 14,
  },
  lena: {
    firstName: 'Lena',
    lastName: 'Fischer',
    email: LENA_EMAIL!,
    phone: '+1 (512) 555-0132',
    location: 'Austin, TX',
    currentTitle: 'Frontend Engineer',
    currentCompany: 'Acme Corporation',
    experienceYears: 4,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'Texas A&M University', 2020),
    source: 'careers page',
    skills: ['React', 'TypeScript', 'Accessibility', 'Testing Library'],
    job: 'frontend',
    status: 'hired',
    daysAgo: 40,
    expectedSalary: 128000,
    noticePeriodDays: 14,
    registered: true,
  },
  omar: {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@example.net',
    phone: '+1 (737) 555-0133',
    location: 'Austin, TX',
    currentTitle: 'Account Executive',
    currentCompany: 'Acme Corporation',
    experienceYears: 5,
    qualification: 'MBA',
    education: bsc('MBA', 'Rice University', 2019),
    source: 'referral',
    skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'Forecasting'],
    job: 'accountExec',
    status: 'hired',
    daysAgo: 45,
    expectedSalary: 90000,
    noticePeriodDays: 30,
  },
  tyler: {
    firstName: 'Tyler',
    lastName: 'Jensen',
    email: 'tyler.jensen@example.com',
    phone: '+1 (201) 555-0135',
    location: 'Newark, NJ',
    currentTitle: 'Software Engineer',
    currentCompany: 'Quickbasket',
    experienceYears: 5,
    qualification: 'B.Sc. Information Technology',
    education: bsc('B.Sc. Information Technology', 'New Jersey Institute of Technology', 2019),
    source: 'linkedin',
    skills: ['Java', 'Spring Boot', 'MySQL'],
    job: 'backend',
    status: 'rejected',
    via: 'interviewing',
    reason: 'Did not meet the bar in the technical interview (system design).',
    daysAgo: 22,
    expectedSalary: 150000,
    noticePeriodDays: 60,
  },
  emily: {
    firstName: 'Emily',
    lastName: 'Novak',
    email: 'emily.novak@example.org',
    phone: '+1 (718) 555-0136',
    location: 'Brooklyn, NY',
    currentTitle: 'Graphic Designer',
    currentCompany: 'Studio Fennel',
    experienceYears: 3,
    qualification: 'Diploma in Visual Communication',
    education: bsc('Diploma in Visual Communication', 'Pratt Institute', 2021),
    source: 'careers page',
    skills: ['Adobe Illustrator', 'Branding', 'Typography'],
    job: 'designer',
    status: 'rejected',
    via: 'screening',
    reason: 'Portfolio focuses on print and branding; the role needs product design experience.',
    daysAgo: 18,
    expectedSalary: 95000,
    noticePeriodDays: 14,
  },
  ravi: {
    firstName: 'Ravi',
    lastName: 'Shah',
    email: 'ravi.shah@example.net',
    phone: '+1 (917) 555-0137',
    location: 'New York, NY',
    currentTitle: 'Backend Engineer',
    currentCompany: 'Greenway Energy',
    experienceYears: 6,
    qualification: 'B.Tech Computer Engineering',
    education: bsc('B.Tech Computer Engineering', 'University at Buffalo', 2018),
    source: 'manual',
    skills: ['Node.js', 'PostgreSQL', 'AWS', 'Terraform'],
    job: 'backend',
    status: 'withdrawn',
    via: 'shortlisted',
    reason: 'Accepted a counter-offer from his current employer.',
    daysAgo: 20,
    expectedSalary: 158000,
    noticePeriodDays: 30,
  },
  julia: {
    firstName: 'Julia',
    lastName: 'Costa',
    email: 'julia.costa@example.com',
    phone: '+1 (512) 555-0138',
    location: 'San Antonio, TX',
    currentTitle: 'Inside Sales Representative',
    currentCompany: 'Fieldhouse',
    experienceYears: 2,
    qualification: 'B.A. Economics',
    education: bsc('B.A. Economics', 'University of Texas at San Antonio', 2022),
    source: 'resume upload',
    skills: ['Inside Sales', 'Salesforce', 'Negotiation'],
    job: 'accountExec',
    status: 'withdrawn',
    via: 'screening',
    reason: 'Relocating to Europe and no longer available for an on-site role in Austin.',
    daysAgo: 8,
    expectedSalary: 80000,
    noticePeriodDays: 14,
  },
  derek: {
    firstName: 'Derek',
    lastName: 'Vaughn',
    email: 'derek.vaughn@example.org',
    phone: '+1 (646) 555-0139',
    location: 'Stamford, CT',
    currentTitle: 'Web Developer',
    currentCompany: 'Independent',
    experienceYears: 6,
    qualification: 'B.Sc. Computer Science',
    education: bsc('B.Sc. Computer Science', 'University of Connecticut', 2018),
    source: 'resume upload',
    skills: ['JavaScript', 'jQuery', 'PHP'],
    job: 'frontend',
    status: 'rejected',
    via: 'screening',
    reason: 'Employment history could not be verified.',
    daysAgo: 19,
    expectedSalary: 130000,
    noticePeriodDays: 0,
    blacklistReason: 'Submitted a falsified employment history; confirmed by two reference checks.',
  },
} satisfies Record<string, CandidateSpec>

export type AcmeCandidateKey = keyof typeof ACME_CANDIDATES
export type SeededCandidate = {
  id: string
  /** The id of their application to `opportunityId` (offer letters name it). */
  applicationId: string
  opportunityId: string
  createdAt: Date
  movedAt: Partial<Record<CandidateState, Date>>
}
export type AcmeCandidates = Record<AcmeCandidateKey, SeededCandidate>

/** The states a candidate went through, in order, ending at their current one. */
export function statePath(spec: Pick<CandidateSpec, 'status' | 'via'>): CandidateState[] {
  if (spec.status === 'rejected' || spec.status === 'withdrawn') {
    return [...PIPELINE.slice(0, PIPELINE.indexOf(spec.via ?? 'new') + 1), spec.status]
  }
  return PIPELINE.slice(0, PIPELINE.indexOf(spec.status) + 1)
}

/** Ids and the moment each state was reached, evenly spread from application to a few hours ago. */
export function candidateTimelines(ctx: SeedContext, jobs: AcmeJobs): AcmeCandidates {
  const out: Record<string, SeededCandidate> = {}
  for (const [key, spec] of Object.entries(ACME_CANDIDATES) as [AcmeCandidateKey, CandidateSpec][]) {
    const createdAt = ctx.clock.ago(spec.daysAgo, 3)
    const end = ctx.clock.ago(0, 6)
    const path = statePath(spec)
    const movedAt: SeededCandidate['movedAt'] = {}
    for (const [i, state] of path.entries()) movedAt[state] = ctx.clock.between(createdAt, end, i / path.length)
    out[key] = {
      id: newId(createdAt.getTime()),
      applicationId: newId(createdAt.getTime()),
      opportunityId: jobs[spec.job],
      createdAt,
      movedAt,
    }
  }
  return out as AcmeCandidates
}

/**
 * A second job of one of the candidates: Emily, rejected as a designer, also applied for the
 * frontend role, and that application has waited in screening for over two weeks (stale).
 */
export const ACME_SECOND_APPLICATIONS = [
  {
    candidate: 'emily',
    job: 'frontend',
    source: 'careers page',
    appliedDaysAgo: 17,
    path: ['new', 'screening'],
    movedDaysAgo: [17, 15],
  },
] as const satisfies readonly {
  candidate: AcmeCandidateKey
  job: keyof AcmeJobs
  source: CandidateSpec['source']
  appliedDaysAgo: number
  path: readonly CandidateState[]
  movedDaysAgo: readonly number[]
}[]

export function acmeCandidateEntries(
  ctx: SeedContext,
  org: AcmeOrg,
  cands: AcmeCandidates,
  jobs: AcmeJobs,
): SeedEntry[] {
  const businessId = org.businessId
  const recruiter = org.emp.recruiter
  const candidateRows = []
  const applicationRowsOut = []
  const historyRows = []
  for (const [key, spec] of Object.entries(ACME_CANDIDATES) as [AcmeCandidateKey, CandidateSpec][]) {
    const c = cands[key]
    const path = statePath(spec)
    const updatedAt = c.movedAt[spec.status]!
    candidateRows.push({
      id: c.id,
      businessId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email.toLowerCase(),
      phone: spec.phone,
      location: spec.location,
      currentTitle: spec.currentTitle,
      currentCompany: spec.currentCompany,
      experienceYears: spec.experienceYears,
      qualification: spec.qualification,
      skills: spec.skills,
      education: [spec.education],
      experience: [{ title: spec.currentTitle, company: spec.currentCompany, from: `${spec.education.year! + 1}-07` }],
      summary: `${spec.currentTitle} at ${spec.currentCompany} with ${spec.experienceYears} years of experience in ${spec.skills.slice(0, 3).join(', ')}.`,
      linkedinUrl:
        spec.source === 'linkedin'
          ? `https://www.linkedin.com/in/${spec.firstName}-${spec.lastName}`.toLowerCase()
          : null,
      expectedSalary: spec.expectedSalary,
      noticePeriodDays: spec.noticePeriodDays,
      source: spec.source,
      isBlacklisted: spec.blacklistReason !== undefined,
      blacklistReason: spec.blacklistReason ?? null,
      assignedTo: recruiter,
      passwordHash: spec.registered ? ctx.hashes.candidate : null,
      registeredAt: spec.registered ? c.createdAt : null,
      lastLoginAt: spec.registered ? ctx.clock.ago(0, 20) : null,
      createdBy: spec.source === 'careers page' ? null : recruiter,
      ...stamps(c.createdAt, updatedAt),
    })
    const { application, history } = applicationRows({
      id: c.applicationId,
      businessId,
      candidateId: c.id,
      opportunityId: c.opportunityId,
      source: spec.source,
      path,
      movedAt: path.map((state) => c.movedAt[state]!),
      reason: spec.reason,
      recruiterId: recruiter,
    })
    applicationRowsOut.push(application)
    historyRows.push(...history)
  }
  for (const second of ACME_SECOND_APPLICATIONS) {
    const { application, history } = applicationRows({
      businessId,
      candidateId: cands[second.candidate].id,
      opportunityId: jobs[second.job],
      source: second.source,
      path: [...second.path],
      movedAt: second.movedDaysAgo.map((days) => ctx.clock.ago(days, 2)),
      recruiterId: recruiter,
    })
    applicationRowsOut.push(application)
    historyRows.push(...history)
  }

  const { owner, marcus, priya, sofia, jordan } = org.emp
  const commentAt = (key: AcmeCandidateKey, hoursAfter: number) =>
    new Date(cands[key].movedAt[ACME_CANDIDATES[key].status]!.getTime() - hoursAfter * 3_600_000)
  const comment = (
    key: AcmeCandidateKey,
    authorId: string,
    body: string,
    hoursAfter: number,
    isShared = false,
    mentions: string[] = [],
  ) => {
    const at = commentAt(key, hoursAfter)
    return { id: idAt(at), businessId, candidateId: cands[key].id, authorId, body, mentions, isShared, ...stamps(at) }
  }
  const name = (key: AcmeCandidateKey) => `${ACME_CANDIDATES[key].firstName} ${ACME_CANDIDATES[key].lastName}`
  /** The bell's entries the demo's events would have raised (services/notifications.ts writes them live). */
  const notice = (
    employeeId: string,
    kind: 'candidate.mention' | 'candidate.applied',
    key: AcmeCandidateKey,
    title: string,
    at: Date,
    isRead = false,
  ) => ({
    id: idAt(at),
    businessId,
    employeeId,
    kind,
    title,
    link: `/admin/candidates/${cands[key].id}`,
    isRead,
    ...stamps(at),
  })
  const APPLIED_LATELY: AcmeCandidateKey[] = (Object.keys(ACME_CANDIDATES) as AcmeCandidateKey[]).filter(
    (key) => ACME_CANDIDATES[key].source === 'careers page' && ACME_CANDIDATES[key].daysAgo <= 14,
  )
  const notificationRows = rowsOf(notifications, [
    notice(owner, 'candidate.mention', 'casey', `Marcus Chen mentioned you on ${name('casey')}`, commentAt('casey', 1)),
    notice(
      owner,
      'candidate.mention',
      'daniel',
      `Sofia Alvarez mentioned you on ${name('daniel')}`,
      commentAt('daniel', 5),
      true,
    ),
    ...APPLIED_LATELY.map((key, i) =>
      notice(
        recruiter,
        'candidate.applied',
        key,
        `${name(key)} applied for ${ACME_JOB_TITLES[ACME_CANDIDATES[key].job]}`,
        cands[key].createdAt,
        i > 0,
      ),
    ),
  ])
  const commentRows = rowsOf(comments, [
    comment(
      'casey',
      recruiter,
      'Strong phone screen: six years on Node.js services, led a Postgres partitioning project at Lumen. Sending the technical assessment.',
      2,
    ),
    comment(
      'casey',
      recruiter,
      'Hi Casey, thank you for a great conversation. Your technical assessment is ready in your candidate area: start it whenever suits you in the next four weeks; it takes 45 minutes once started. Good luck!',
      1.5,
      true,
    ),
    comment(
      'casey',
      marcus,
      `@[Olivia Bennett](${owner}) Casey’s event-sourcing experience is exactly what the billing team needs. Please prioritise.`,
      1,
      false,
      [owner],
    ),
    comment(
      'samuel',
      recruiter,
      'Verbal acceptance expected this week; he asked about the hybrid schedule and the equity refresh policy.',
      3,
    ),
    comment(
      'isabella',
      priya,
      'Take-home was clean and well tested. Focus the technical round on performance profiling.',
      4,
    ),
    comment(
      'daniel',
      sofia,
      `Portfolio case study on the booking flow is excellent. @[Olivia Bennett](${owner}) can you join the onsite portfolio review?`,
      5,
      false,
      [owner],
    ),
    comment(
      'tyler',
      marcus,
      'Struggled with data consistency questions in the system design round; not ready for a senior role yet.',
      1,
    ),
    comment(
      'chloe',
      jordan,
      'References from Orbit HR were very positive: consistently above quota for six quarters.',
      6,
    ),
  ])

  return [
    rowsOf(candidates, candidateRows),
    rowsOf(applications, applicationRowsOut),
    rowsOf(statusHistories, historyRows),
    commentRows,
    notificationRows,
  ]
}
