/**
 * The load benchmark's data: a business grown to a large size (100,000 candidates and
 * 300,000 applications in the bench)
 * on top of the demo data, written straight into the local D1 SQLite file while no server has
 * it open (RowWriter: drizzle's own SQL and value mapping, one transaction).
 *
 * Each kind of row is a Population, run in order; a later one sees what the earlier ones made
 * (`ctx.made`): people first, then their applications (one candidate x one opportunity) with
 * their histories. Interviews, offers or anything else that grows with the business would be
 * further populations.
 * Deterministic: the same seed gives the same names, dates and stages (ids are UUIDv7 of the
 * row's own date, random in their low bits, like the app's).
 */
import type { DatabaseSync } from 'node:sqlite'
import { applications, candidates, statusHistories } from '../../../worker/db/schema'
import { newId } from '../../../worker/lib/ids'
import type { CandidateState } from '../../../worker/resources/candidates/candidates.schema'
import { RowWriter } from './sqlite'

const DAY = 86_400_000
const MINUTE = 60_000

/** A small seeded generator (mulberry32): the same seed, the same data set. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** `count` distinct items. */
    some: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const out: T[] = []
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
      return out
    },
    /** An item chosen by weight. */
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][]
      let r = next() * entries.reduce((sum, [, w]) => sum + w, 0)
      for (const [item, w] of entries) {
        r -= w
        if (r < 0) return item
      }
      return entries[entries.length - 1]![0]
    },
  }
}
export type Random = ReturnType<typeof random>

export type LoadContext = {
  db: DatabaseSync
  writer: RowWriter
  rand: Random
  now: number
  business: { id: string; slug: string }
  opportunities: { id: string; title: string }[]
  /** Staff who act on candidates (assignees, authors of status changes). */
  staff: string[]
  /** What earlier populations made, for later ones to refer to. */
  made: { candidates: { id: string; createdAt: number; source: string; recruiter: string }[] }
}

export type Population = { name: string; run: (ctx: LoadContext, size: LoadSize) => void }
/** How many people, and how many applications across them (about three a person in the bench). */
export type LoadSize = { candidates: number; applications: number }

const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph
Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Ashley Donald Kimberly
Steven Emily Andrew Donna Paul Michelle Joshua Carol Kenneth Amanda Kevin Melissa Brian Deborah George Stephanie Timothy
Rebecca Ronald Sharon Jason Laura Edward Cynthia Jeffrey Amy Ryan Kathleen Jacob Angela Gary Shirley Nicholas Brenda Eric
Emma Jonathan Anna Stephen Nicole Larry Helen Justin Samantha Scott Katherine Brandon Christine Benjamin Debra Samuel
Rachel Aarav Priya Wei Mei Hiroshi Yuki Olumide Chiamaka Mateo Sofia Lucas Camila Noah Leila Omar Fatima Lars Ingrid
Giulia Marco Zoe Raj Ananya Kwame Ama Diego Valentina Hannah Elif Mehmet Nadia Ivan Olga Sven Astrid Chen Lina Tomás
Aisha Yusuf Maya Ethan Chloe Liam Ava Mason Isabella Logan Mia Elijah Harper Oliver Evelyn Aiden Abigail`.split(/\s+/)

const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Patel Shah Kumar Singh Gupta Wang Li Zhang Liu Chen Tanaka Suzuki Sato Okafor Adeyemi Mensah Silva Santos Costa
Müller Schmidt Schneider Fischer Weber Rossi Russo Ferrari Dubois Moreau Laurent Novak Kowalski Nowak Jensen Hansen
Larsen Johansson Andersson Ivanova Petrov Haddad Khalil Yilmaz Kaya O'Brien Murphy Kelly Byrne Fraser Campbell MacLeod
Kim Park Choi Tran Pham Nakamura Kobayashi Mendoza Castillo Vargas Romero Herrera Medina Aguilar`.split(/\s+/)

const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'proton.me',
  'icloud.com',
  'hey.com',
  'fastmail.com',
  'mail.com',
]

/** Job families: titles and the skills that go with them (Python appears in several). */
const FAMILIES: { titles: string[]; skills: string[]; weight: number }[] = [
  {
    weight: 5,
    titles: ['Backend Engineer', 'Senior Backend Engineer', 'Software Engineer', 'Staff Software Engineer'],
    skills: ['Node.js', 'TypeScript', 'Go', 'Java', 'Python', 'PostgreSQL', 'Kafka', 'gRPC', 'Docker', 'Kubernetes'],
  },
  {
    weight: 4,
    titles: ['Frontend Engineer', 'Senior Frontend Engineer', 'UI Engineer', 'Web Developer'],
    skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Accessibility', 'Next.js', 'Vue', 'Testing Library', 'Figma'],
  },
  {
    weight: 3,
    titles: ['Data Scientist', 'Machine Learning Engineer', 'Data Analyst', 'Python Developer', 'Data Engineer'],
    skills: ['Python', 'SQL', 'pandas', 'PyTorch', 'TensorFlow', 'Spark', 'Airflow', 'dbt', 'Statistics', 'Tableau'],
  },
  {
    weight: 2,
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Architect'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'GCP', 'Linux', 'Python', 'Prometheus', 'Ansible', 'Bash', 'Docker'],
  },
  {
    weight: 2,
    titles: ['Product Designer', 'UX Researcher', 'Visual Designer', 'Design Lead'],
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Sketch', 'Usability Testing', 'Illustration'],
  },
  {
    weight: 2,
    titles: ['Account Executive', 'Sales Development Representative', 'Customer Success Manager', 'Sales Manager'],
    skills: ['Salesforce', 'Negotiation', 'Prospecting', 'HubSpot', 'Account Management', 'Forecasting', 'SaaS'],
  },
  {
    weight: 1,
    titles: ['Product Manager', 'Senior Product Manager', 'Technical Program Manager', 'Project Manager'],
    skills: ['Roadmapping', 'Agile', 'Scrum', 'Jira', 'SQL', 'Stakeholder Management', 'Analytics', 'OKRs'],
  },
  {
    weight: 1,
    titles: ['HR Generalist', 'Recruiter', 'People Partner', 'Talent Acquisition Specialist'],
    skills: ['Recruiting', 'Onboarding', 'Employee Relations', 'HRIS', 'Compensation', 'Interviewing', 'Workday'],
  },
]
const FAMILY_WEIGHTS = Object.fromEntries(FAMILIES.map((f, i) => [String(i), f.weight])) as Record<string, number>

const COMPANIES =
  `Lumen Orbit Northwind Contoso Globex Initech Umbrella Stark Wayne Tyrell Hooli Pied Piper Vandelay Soylent
Acmeworks Blue Harbor Redwood Labs Brightline Finch Cobalt Meridian Polaris Quanta Silverline Tidewater Vertex`.split(
    /\s+/,
  )

const LOCATIONS = [
  'New York, NY',
  'San Francisco, CA',
  'Austin, TX',
  'Seattle, WA',
  'Chicago, IL',
  'Boston, MA',
  'Denver, CO',
  'Atlanta, GA',
  'Toronto, Canada',
  'Vancouver, Canada',
  'London, United Kingdom',
  'Manchester, United Kingdom',
  'Berlin, Germany',
  'Munich, Germany',
  'Paris, France',
  'Amsterdam, Netherlands',
  'Dublin, Ireland',
  'Madrid, Spain',
  'Lisbon, Portugal',
  'Warsaw, Poland',
  'Stockholm, Sweden',
  'Bangalore, India',
  'Pune, India',
  'Singapore',
  'Tokyo, Japan',
  'Sydney, Australia',
  'Lagos, Nigeria',
  'Nairobi, Kenya',
  'São Paulo, Brazil',
  'Mexico City, Mexico',
  'Remote',
]

const QUALIFICATIONS = [
  'High school diploma',
  'Associate degree',
  'Bachelor of Science in Computer Science',
  'Bachelor of Engineering',
  'Bachelor of Arts',
  'Bachelor of Business Administration',
  'Master of Science',
  'Master of Business Administration',
  'PhD',
]

const SOURCES = { 'careers page': 40, linkedin: 25, referral: 12, manual: 13, 'resume upload': 10 } as const

/** Where candidates end up: about 28% still new, as in a business that receives many applications. */
const STAGE_WEIGHTS: Record<CandidateState, number> = {
  new: 28,
  screening: 17,
  shortlisted: 10,
  interviewing: 9,
  offered: 3,
  hired: 5,
  rejected: 22,
  withdrawn: 6,
}
const FORWARD = ['new', 'screening', 'shortlisted', 'interviewing', 'offered', 'hired'] as const

/** The stages a candidate went through to reach `status`, in order, starting with 'new'. */
function pathTo(status: CandidateState, rand: Random): CandidateState[] {
  const forward = FORWARD.indexOf(status as (typeof FORWARD)[number])
  if (forward >= 0) return [...FORWARD.slice(0, forward + 1)]
  // Rejected or withdrawn from somewhere before an offer is accepted.
  return [...FORWARD.slice(0, rand.int(1, 5)), status]
}

function phone(rand: Random): string {
  const n = (digits: number) => String(rand.int(0, 10 ** digits - 1)).padStart(digits, '0')
  switch (rand.int(0, 4)) {
    case 0:
      return `+1 (${rand.int(201, 989)}) 555-${n(4)}`
    case 1:
      return `+44 20 ${n(4)} ${n(4)}`
    case 2:
      return `+91 ${rand.int(70000, 99999)} ${n(5)}`
    case 3:
      return `(${rand.int(201, 989)}) ${n(3)}-${n(4)}`
    default:
      return `+49 30 ${n(8)}`
  }
}

/** Candidates of the business and the status history of each (added, then every stage change). */
export const candidatePopulation: Population = {
  name: 'candidates',
  run(ctx, size) {
    const { rand, writer, business, now } = ctx
    const ascii = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[^a-zA-Z]/g, '')
        .toLowerCase()
    for (let i = 0; i < size.candidates; i++) {
      const firstName = rand.pick(FIRST)
      const lastName = rand.pick(LAST)
      const family = FAMILIES[Number(rand.weighted(FAMILY_WEIGHTS))]!
      // Two years back; the applications come after, and their moves before now.
      const createdAt = now - DAY - Math.floor(rand.next() * 730 * DAY)
      const recruiter = rand.pick(ctx.staff)
      const source = rand.weighted(SOURCES)
      const id = newId(createdAt)
      const blacklisted = rand.chance(0.01)
      writer.add(candidates, {
        id,
        businessId: business.id,
        firstName,
        lastName,
        email: `${ascii(firstName)}.${ascii(lastName)}${i}@${rand.pick(DOMAINS)}`,
        phone: rand.chance(0.92) ? phone(rand) : null,
        location: rand.pick(LOCATIONS),
        currentTitle: rand.pick(family.titles),
        currentCompany: rand.chance(0.8) ? rand.pick(COMPANIES) : null,
        experienceYears: rand.chance(0.9) ? rand.int(0, 25) : null,
        qualification: rand.chance(0.85) ? rand.pick(QUALIFICATIONS) : null,
        skills: rand.some(family.skills, rand.int(2, 6)),
        expectedSalary: rand.chance(0.6) ? rand.int(40, 220) * 1000 : null,
        noticePeriodDays: rand.chance(0.5) ? rand.pick([0, 15, 30, 60, 90]) : null,
        source,
        isBlacklisted: blacklisted,
        blacklistReason: blacklisted ? 'No-show at two scheduled interviews' : null,
        assignedTo: recruiter,
        createdBy: source === 'careers page' ? null : recruiter,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      })
      ctx.made.candidates.push({ id, createdAt, source, recruiter })
    }
  },
}

/**
 * Applications of those candidates (`size.applications`, about three a person, each to a
 * different job), each with its whole history as the API writes it (docs/applications.md): a
 * creation row (null -> new), then one row per move a few days apart; `stage_changed_at` is the
 * last move, never in the future.
 */
export const applicationPopulation: Population = {
  name: 'applications',
  run(ctx, size) {
    const { rand, writer, business, now, made } = ctx
    const people = made.candidates
    if (!people.length || size.applications <= 0) return
    const jobs = ctx.opportunities
    let left = size.applications
    for (let p = 0; p < people.length && left > 0; p++) {
      // Spread what is left over who is left: 1 to 2x the mean, at most one per job.
      const mean = left / (people.length - p)
      const count = Math.min(jobs.length, left, Math.max(1, Math.round(mean * (0.5 + rand.next()))))
      const person = people[p]!
      for (const job of rand.some(jobs, count)) {
        left--
        const stage = rand.weighted(STAGE_WEIGHTS)
        const path = pathTo(stage, rand)
        const span = now - person.createdAt - path.length * MINUTE
        const appliedAt = person.createdAt + Math.floor(rand.next() * Math.min(span, 90 * DAY))
        // Each move a few days after the previous one, never in the future, never two at once.
        const times = [appliedAt]
        for (let s = 1; s < path.length; s++) {
          const previous = times[s - 1]!
          times.push(
            Math.max(previous + MINUTE, Math.min(now - (path.length - s) * MINUTE, previous + rand.int(1, 14) * DAY)),
          )
        }
        const last = times[times.length - 1]!
        const id = newId(appliedAt)
        const careers = person.source === 'careers page'
        const leftPipeline = stage === 'rejected' || stage === 'withdrawn'
        const reason = leftPipeline ? rand.pick(LEAVING_REASONS[stage]) : null
        writer.add(applications, {
          id,
          businessId: business.id,
          candidateId: person.id,
          opportunityId: job.id,
          stage,
          source: person.source,
          appliedAt: new Date(appliedAt),
          stageChangedAt: new Date(last),
          reason,
          createdBy: careers ? null : person.recruiter,
          createdAt: new Date(appliedAt),
          updatedAt: new Date(last),
        })
        const meta = { candidateId: person.id, opportunityId: job.id }
        path.forEach((to, s) => {
          const at = times[s]!
          const first = s === 0
          writer.add(statusHistories, {
            id: newId(at),
            businessId: business.id,
            entity: 'application',
            entityId: id,
            fromStatus: first ? null : path[s - 1]!,
            toStatus: to,
            reason: first
              ? careers
                ? 'Applied on the careers page.'
                : `Added (${person.source}).`
              : s === path.length - 1
                ? reason
                : null,
            actorKind: first && careers ? 'candidate' : 'employee',
            actorId: first && careers ? person.id : person.recruiter,
            meta: first ? { event: careers ? 'applied' : 'created', source: person.source, ...meta } : meta,
            createdAt: new Date(at),
            updatedAt: new Date(at),
          })
        })
      }
    }
  },
}

const LEAVING_REASONS = {
  rejected: ['Not enough experience for the level', 'Salary expectations above the range', 'Position filled'],
  withdrawn: ['Accepted another offer', 'Relocation not possible', 'No longer looking'],
} as const

/** The populations, in the order they run. */
export const POPULATIONS: Population[] = [candidatePopulation, applicationPopulation]

/** Grow business `slug` of the database to `size`. Answers how many rows went into each table. */
export function growBusiness(db: DatabaseSync, slug: string, size: LoadSize, seed = 22): Map<string, number> {
  const business = db.prepare('select id, slug from businesses where slug = ?').get(slug) as
    | { id: string; slug: string }
    | undefined
  if (!business) throw new Error(`No business "${slug}" in the database (is the demo data loaded?)`)
  const opportunities = db
    .prepare('select id, title from opportunities where business_id = ? order by created_at')
    .all(business.id) as { id: string; title: string }[]
  const staff = (
    db.prepare("select id from employees where business_id = ? and status = 'active'").all(business.id) as {
      id: string
    }[]
  ).map((e) => e.id)
  if (!opportunities.length || !staff.length) throw new Error(`Business "${slug}" has no jobs or no staff`)
  const writer = new RowWriter(db)
  const ctx: LoadContext = {
    db,
    writer,
    rand: random(seed),
    now: Date.now(),
    business,
    opportunities,
    staff,
    made: { candidates: [] },
  }
  db.exec('begin')
  try {
    // Each population's rows are all written before the next one's refer to them.
    for (const population of POPULATIONS) {
      population.run(ctx, size)
      writer.flush()
    }
    db.exec('commit')
  } catch (err) {
    db.exec('rollback')
    throw err
  }
  return writer.counts
}
