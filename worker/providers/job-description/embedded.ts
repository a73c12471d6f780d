/**
 * The embedded job-description writer: no model, no network. It reads the title for the kind
 * of role (backend, frontend, data, design, sales …), words the listed skills by what they are
 * (a language, a cloud, a design tool …) and writes the sections a recruiter would, in plain
 * sentences for a person to edit. Salary and benefits come only from the form (compose.ts).
 */

import { EMPLOYMENT_TYPE_LABELS } from '../../resources/opportunities/job-enums.schema'
import { skillEntry } from '../resume/parse/skills'
import { experiencePhrase, finish } from './compose'
import type { JobDescription, JobDescriptionGenerator, JobDescriptionInput } from './types'

type Family = {
  match: RegExp
  /** What the team does, after "… to join our team, where you will …". */
  mission: string
  responsibilities: string[]
  requirements: string[]
  niceToHave: string[]
}

/** Role families, most specific first; the title (then the department) picks one. */
const FAMILIES: Family[] = [
  {
    match: /\b(?:back[\s-]?end|api|platform|server|infrastructure)\b/i,
    mission: 'design, build and run the services and APIs our product depends on',
    responsibilities: [
      'Design, build and operate reliable services and APIs',
      'Model data and keep queries fast as usage grows',
      'Take part in design reviews and write clear technical documents',
      'Share on-call duty and improve the reliability of what the team ships',
    ],
    requirements: [
      'Experience building and running backend systems in production',
      'Sound judgement about data modelling, failure modes and performance',
    ],
    niceToHave: [
      'Experience with queues, caching and event-driven systems',
      'Experience improving observability: metrics, tracing and alerting',
    ],
  },
  {
    match: /\b(?:front[\s-]?end|ui engineer|web developer|web engineer)\b/i,
    mission: 'build the interfaces our customers use every day',
    responsibilities: [
      'Build fast, accessible and well-tested user interfaces',
      'Work with designers to turn designs into polished, responsive screens',
      'Keep the component library consistent and easy to use',
      'Measure and improve performance on real devices and networks',
    ],
    requirements: [
      'Experience shipping user interfaces used by real customers',
      'Care for accessibility, performance and the details of the user experience',
    ],
    niceToHave: ['Experience with design systems', 'Experience with end-to-end and visual regression testing'],
  },
  {
    match: /\b(?:full[\s-]?stack)\b/i,
    mission: 'ship features end to end, from the database to the screen',
    responsibilities: [
      'Build features end to end: data model, API and user interface',
      'Work closely with product and design from idea to release',
      'Write tests and review code to keep quality high',
      'Improve the tools and practices the team relies on',
    ],
    requirements: [
      'Experience building web applications across the stack',
      'Comfort moving between backend and frontend work',
    ],
    niceToHave: ['Experience with cloud deployment and CI/CD', 'An eye for product and user experience'],
  },
  {
    match: /\b(?:mobile|ios|android)\b/i,
    mission: 'build the mobile apps our customers carry with them',
    responsibilities: [
      'Build and release high-quality mobile app features',
      'Keep the apps fast, stable and accessible across devices',
      'Work with design and backend engineers on new features from the start',
      'Monitor crashes and performance and fix what matters most',
    ],
    requirements: [
      'Experience shipping apps to the App Store or Google Play',
      'A good understanding of mobile platform guidelines',
    ],
    niceToHave: ['Experience with offline-first apps', 'Experience with automated UI testing on mobile'],
  },
  {
    match: /\b(?:devops|sre|site reliability|cloud engineer|systems? engineer|security)\b/i,
    mission: 'keep our systems secure, reliable and easy to change',
    responsibilities: [
      'Build and maintain infrastructure as code and deployment pipelines',
      'Improve monitoring, alerting and incident response',
      'Work with engineering teams to make services reliable and secure by default',
      'Plan capacity and keep infrastructure costs under control',
    ],
    requirements: [
      'Experience running production infrastructure',
      'Solid understanding of networking, Linux and security basics',
    ],
    niceToHave: [
      'Experience with incident reviews and reliability targets',
      'Relevant cloud or security certifications',
    ],
  },
  {
    match: /\b(?:data scientist|machine learning|ml|ai engineer|data engineer|data analyst|analyst|analytics|bi)\b/i,
    mission: 'turn our data into decisions and products',
    responsibilities: [
      'Turn business questions into analyses that lead to decisions',
      'Build and maintain reliable datasets, dashboards and reports',
      'Present findings clearly to technical and non-technical colleagues',
      'Improve the quality and documentation of the data the company uses',
    ],
    requirements: ['Experience working with real, messy data', 'The ability to explain results simply and honestly'],
    niceToHave: ['Experience with experimentation and A/B testing', 'Experience with data pipelines and orchestration'],
  },
  {
    match: /\b(?:qa|quality|test|tester|sdet)\b/i,
    mission: 'make sure what we ship works for our customers',
    responsibilities: [
      'Plan and run tests for new features and releases',
      'Build and maintain automated test suites',
      'Report defects clearly and follow them through to a fix',
      'Help the team build quality into every step of delivery',
    ],
    requirements: [
      'Experience testing software in a product team',
      'A methodical, curious approach to finding problems',
    ],
    niceToHave: ['Experience with performance or security testing', 'Experience with CI pipelines'],
  },
  {
    match: /\b(?:engineer|developer|programmer|architect)\b/i,
    mission: 'build and improve the software at the heart of our product',
    responsibilities: [
      'Design, build and maintain well-tested software',
      'Review code and share knowledge with your teammates',
      'Work with product and design to shape what the team builds',
      'Improve the reliability and performance of what the team owns',
    ],
    requirements: ['Experience building software in a team', 'Clear written and spoken communication'],
    niceToHave: ['Experience mentoring other engineers', 'Experience with cloud platforms and CI/CD'],
  },
  {
    match: /\b(?:designer|design|ux|ui)\b/i,
    mission: 'shape how our product looks, feels and works',
    responsibilities: [
      'Design user flows, wireframes and high-fidelity interfaces',
      'Plan and run user research and usability tests',
      'Contribute to and maintain the design system',
      'Work closely with engineers through build and release',
    ],
    requirements: [
      'A portfolio that shows your process and the results of your work',
      'Experience designing for web or mobile products',
    ],
    niceToHave: ['Experience with accessibility standards (WCAG)', 'Experience prototyping interactions and motion'],
  },
  {
    match: /\b(?:product manager|product owner|product lead|program manager|project manager)\b/i,
    mission: 'decide what we build and why, and see it through to customers',
    responsibilities: [
      'Understand customers and the market, and turn what you learn into a clear roadmap',
      'Write clear problem statements and requirements with engineering and design',
      'Prioritise work and make trade-offs with the team',
      'Measure outcomes and share progress with stakeholders',
    ],
    requirements: [
      'Experience managing a product or project from idea to launch',
      'Strong written communication and stakeholder management',
    ],
    niceToHave: [
      'Experience with product analytics and experimentation',
      'A technical background or comfort with technical discussions',
    ],
  },
  {
    match: /\b(?:sales|account executive|business development|account manager|sdr|bdr)\b/i,
    mission: 'win new customers and grow our relationships with them',
    responsibilities: [
      'Manage the full sales cycle, from first conversation to signed contract',
      'Build and keep an accurate pipeline and forecast',
      'Understand customers’ needs and show how we can help',
      'Work with marketing and customer success on a smooth customer journey',
    ],
    requirements: ['A track record of meeting or exceeding targets', 'Excellent communication and negotiation skills'],
    niceToHave: ['Experience selling software to businesses', 'Experience with a CRM such as Salesforce or HubSpot'],
  },
  {
    match: /\b(?:marketing|seo|content|brand|growth|communications)\b/i,
    mission: 'tell our story and bring the right customers to us',
    responsibilities: [
      'Plan and run campaigns across the channels that work for us',
      'Create clear, useful content for our audience',
      'Measure results and improve campaigns based on data',
      'Work with sales and product on positioning and launches',
    ],
    requirements: [
      'Experience planning and running marketing campaigns',
      'Strong writing and a data-informed approach',
    ],
    niceToHave: ['Experience with marketing automation tools', 'Experience in a business-to-business setting'],
  },
  {
    match: /\b(?:support|customer success|customer service|help ?desk|service desk)\b/i,
    mission: 'help our customers succeed with our product',
    responsibilities: [
      'Answer customer questions quickly, clearly and kindly',
      'Investigate and resolve issues, and escalate when needed',
      'Share what customers tell us with product and engineering',
      'Write and improve help articles and internal guides',
    ],
    requirements: ['Experience in a customer-facing role', 'Patience, empathy and clear written communication'],
    niceToHave: ['Experience supporting a software product', 'Experience with a help desk tool'],
  },
  {
    match: /\b(?:hr|human resources|recruit\w*|talent|people)\b/i,
    mission: 'help us hire, grow and keep great people',
    responsibilities: [
      'Run hiring processes with hiring managers from brief to offer',
      'Support employees and managers with people questions and policies',
      'Keep people records and processes accurate and compliant',
      'Help improve onboarding, feedback and development',
    ],
    requirements: ['Experience in an HR or recruiting role', 'Discretion, sound judgement and excellent communication'],
    niceToHave: ['Experience with an applicant tracking system', 'Knowledge of local employment law'],
  },
  {
    match: /\b(?:finance|accountant|accounting|controller|payroll|audit\w*|tax)\b/i,
    mission: 'keep our finances accurate and help the business plan ahead',
    responsibilities: [
      'Prepare accurate financial records, reconciliations and reports',
      'Support month-end and year-end closing',
      'Help with budgets, forecasts and financial analysis',
      'Keep processes and controls in line with regulations',
    ],
    requirements: ['Experience in an accounting or finance role', 'Accuracy and attention to detail'],
    niceToHave: [
      'A professional accounting qualification, or progress towards one',
      'Experience improving finance processes',
    ],
  },
  {
    match: /\b(?:operations|logistics|supply chain|office|administrat\w*|coordinator|assistant)\b/i,
    mission: 'keep the business running smoothly every day',
    responsibilities: [
      'Plan and coordinate day-to-day operations',
      'Keep records, schedules and suppliers organised',
      'Find and fix what slows the team down',
      'Work with colleagues across the business to get things done',
    ],
    requirements: ['Experience in an operations or administrative role', 'Excellent organisation and communication'],
    niceToHave: ['Experience improving processes', 'Experience with spreadsheets and reporting'],
  },
]

const GENERAL: Family = {
  match: /.^/,
  mission: 'do work that matters to our customers and to the team',
  responsibilities: [
    'Own your work from planning to delivery',
    'Work closely with colleagues across the business',
    'Improve how the team works, one step at a time',
    'Keep stakeholders informed of progress and problems',
  ],
  requirements: ['Relevant experience in a similar role', 'Clear communication and a habit of following through'],
  niceToHave: ['Experience in a growing company'],
}

export function familyOf(title: string, department: string | null): Family {
  return (
    FAMILIES.find((f) => f.match.test(title)) ??
    (department ? FAMILIES.find((f) => f.match.test(department)) : undefined) ??
    GENERAL
  )
}

const join = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** How a requirement names skills of one vocabulary group. */
const GROUP_REQUIREMENT: Record<string, (skills: string) => string> = {
  languages: (s) => `Strong, hands-on experience with ${s}`,
  web: (s) => `Experience building with ${s}`,
  data: (s) => `Experience with ${s}`,
  databases: (s) => `Solid working knowledge of ${s}`,
  cloud: (s) => `Hands-on experience with ${s}`,
  mobile: (s) => `Experience building apps with ${s}`,
  testing: (s) => `Experience testing with ${s}`,
  engineering: (s) => `Practical experience with ${s}`,
  networking: (s) => `Working knowledge of ${s}`,
  sap: (s) => `Experience with ${s}`,
  design: (s) => `Fluency in ${s}`,
  office: (s) => `Confidence with ${s}`,
  sales: (s) => `Proven skills in ${s}`,
  marketing: (s) => `Experience with ${s}`,
  finance: (s) => `Experience with ${s}`,
  hr: (s) => `Experience with ${s}`,
  management: (s) => `Experience in ${s}`,
  general: (s) => `Strong ${s.replace(/ skills/gi, '').toLowerCase()} skills`,
  other: (s) => `Experience with ${s}`,
}
const GROUP_ORDER = Object.keys(GROUP_REQUIREMENT)
const otherRequirement = (s: string) => `Experience with ${s}`

/** Groups of tools and technologies: a responsibility can say the team works with them every day. */
const TOOL_GROUPS = new Set([
  'languages',
  'web',
  'data',
  'databases',
  'cloud',
  'mobile',
  'testing',
  'design',
  'office',
  'sap',
  'engineering',
])

/** One requirement per vocabulary group, in a sensible order (languages first, soft skills last). */
function skillRequirements(skills: string[]): string[] {
  const groups = new Map<string, string[]>()
  for (const raw of skills) {
    const entry = skillEntry(raw)
    const group = entry?.list ?? 'other'
    const name = entry?.canonical ?? raw.trim()
    const list = groups.get(group) ?? []
    if (!list.includes(name)) list.push(name)
    groups.set(group, list)
  }
  return [...groups]
    .sort((a, b) => GROUP_ORDER.indexOf(a[0]) - GROUP_ORDER.indexOf(b[0]))
    .map(([group, names]) => (GROUP_REQUIREMENT[group] ?? otherRequirement)(join(names)))
}

/** "This is a full-time, …" */
const WORKPLACE_PHRASE = {
  remote: (_: string | null) => 'fully remote role',
  hybrid: (l: string | null) => (l ? `hybrid role, with time in our ${l} office` : 'hybrid role'),
  on_site: (l: string | null) => (l ? `on-site role in our ${l} office` : 'on-site role'),
} as const

function aboutOf(input: JobDescriptionInput, family: Family): string {
  const { business, title, department } = input
  const article = /^[aeiou]/i.test(title) ? 'an' : 'a'
  const team = department ? `our ${department} team` : 'the team'
  const industry = business.industry?.trim()
  const people = business.size?.trim() ? ` of ${business.size.trim().replace(/-/g, '–')} people` : ''
  const first = industry
    ? `${business.name} is ${/^[aeiou]/i.test(industry) ? 'an' : 'a'} ${industry.toLowerCase()} company${people}.`
    : `${business.name} is growing, and so is the team.`
  const kind = EMPLOYMENT_TYPE_LABELS[input.employmentType].toLowerCase()
  const years = experiencePhrase(input)
  const sentences = [
    first,
    `We are looking for ${article} ${title} to join ${team}, where you will ${family.mission}.`,
    `This is a ${kind}, ${WORKPLACE_PHRASE[input.workplace](input.location)}.`,
    years ? `It suits someone with ${years.replace(/^Up to/, 'up to')} of relevant experience.` : '',
  ]
  return sentences.filter(Boolean).join(' ')
}

function experienceRequirement(input: JobDescriptionInput): string | null {
  const { experienceMin: min, experienceMax: max } = input
  if (min === null && max === null) return null
  if (min !== null && min > 0) return `${min}+ year${min === 1 ? '' : 's'} of experience in a similar role`
  if (max !== null)
    return `Up to ${max} year${max === 1 ? '' : 's'} of experience: this role suits someone early in their career`
  return null
}

/** The skill that a responsibility names: "Build … with React and TypeScript". */
function skillResponsibility(skills: string[], family: Family): string | null {
  const tools = skills
    .map((raw) => skillEntry(raw))
    .filter((e) => e && TOOL_GROUPS.has(e.list))
    .map((e) => e?.canonical as string)
    .slice(0, 3)
  if (!tools.length || family === GENERAL) return null
  return `Use ${join(tools)} every day, and help decide how the team uses ${tools.length === 1 ? 'it' : 'them'}`
}

export function writeSections(input: JobDescriptionInput) {
  const family = familyOf(input.title, input.department)
  const responsibilities = [...family.responsibilities]
  const withSkills = skillResponsibility(input.skills, family)
  if (withSkills) responsibilities.splice(1, 0, withSkills)
  const requirements = [
    experienceRequirement(input),
    ...skillRequirements(input.skills.slice(0, 8)),
    ...family.requirements,
  ].filter((r): r is string => !!r)
  const extra = [...input.skills.slice(8), ...input.niceToHave]
  // A family's suggestion that names a skill the job already requires would repeat it.
  const listed = input.skills.map((k) => k.toLowerCase())
  const suggestions = family.niceToHave.filter((n) => !listed.some((k) => n.toLowerCase().includes(k)))
  const niceToHave = [...(extra.length ? skillRequirements(extra) : []), ...suggestions]
  return { about: aboutOf(input, family), responsibilities, requirements, niceToHave }
}

export const embeddedGenerator: JobDescriptionGenerator = {
  name: 'embedded',
  async generate(input: JobDescriptionInput): Promise<JobDescription> {
    return finish(input, writeSections(input), 'embedded')
  },
}
