/**
 * Synthetic candidates for the matching benchmark at scale: people of many trades (engineering,
 * data, design, sales, support, finance, HR, operations …) with skills drawn from their trade
 * plus a few from elsewhere, titles, years, cities and a one-line summary. Deterministic (a
 * seeded PRNG), so every run measures the same data set. Invented here; nobody real.
 */
import { newId } from '../../worker/lib/ids'

export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Trade = { titles: string[]; skills: string[]; weight: number }

const TRADES: Trade[] = [
  {
    titles: ['Backend Engineer', 'Software Engineer', 'Backend Developer', 'Platform Engineer'],
    skills: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Go',
      'Java',
      'Python',
      'Redis',
      'Kafka',
      'AWS',
      'Docker',
      'Distributed Systems',
      'REST',
      'GraphQL',
      'Microservices',
      'MySQL',
    ],
    weight: 14,
  },
  {
    titles: ['Frontend Engineer', 'Frontend Developer', 'UI Engineer', 'Web Developer'],
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'CSS',
      'HTML',
      'Next.js',
      'Redux',
      'Vue.js',
      'Accessibility',
      'Testing Library',
      'Jest',
      'Tailwind CSS',
      'Storybook',
      'Webpack',
    ],
    weight: 12,
  },
  {
    titles: ['Full Stack Developer', 'Full Stack Engineer'],
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'MongoDB', 'Express.js', 'AWS', 'Docker', 'GraphQL'],
    weight: 6,
  },
  {
    titles: ['Data Analyst', 'Business Analyst', 'BI Analyst'],
    skills: ['SQL', 'Python', 'Excel', 'Tableau', 'Power BI', 'Looker', 'Statistics', 'Pandas', 'Data Visualization'],
    weight: 8,
  },
  {
    titles: ['Data Scientist', 'Machine Learning Engineer'],
    skills: [
      'Python',
      'Machine Learning',
      'TensorFlow',
      'PyTorch',
      'Scikit-learn',
      'SQL',
      'Statistics',
      'Deep Learning',
      'NLP',
    ],
    weight: 5,
  },
  {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
    skills: [
      'Kubernetes',
      'Terraform',
      'AWS',
      'Docker',
      'Linux',
      'Prometheus',
      'CI/CD',
      'Ansible',
      'Azure',
      'Incident Response',
      'Bash',
    ],
    weight: 6,
  },
  {
    titles: ['Mobile Developer', 'iOS Developer', 'Android Developer'],
    skills: ['Swift', 'Kotlin', 'React Native', 'Flutter', 'iOS', 'Android', 'Firebase'],
    weight: 4,
  },
  {
    titles: ['QA Engineer', 'Test Engineer', 'SDET'],
    skills: ['Selenium', 'Cypress', 'Manual Testing', 'Test Automation', 'Jest', 'API Testing', 'JIRA'],
    weight: 4,
  },
  {
    titles: ['Product Designer', 'UX Designer', 'UI Designer'],
    skills: [
      'Figma',
      'Sketch',
      'User Research',
      'Prototyping',
      'Interaction Design',
      'Design Systems',
      'Adobe XD',
      'Wireframing',
    ],
    weight: 5,
  },
  {
    titles: ['Product Manager', 'Product Owner'],
    skills: [
      'Product Strategy',
      'Roadmapping',
      'Agile',
      'Scrum',
      'Stakeholder Management',
      'SQL',
      'JIRA',
      'User Research',
    ],
    weight: 4,
  },
  {
    titles: [
      'Account Executive',
      'Sales Executive',
      'Business Development Manager',
      'Sales Development Representative',
    ],
    skills: [
      'B2B Sales',
      'Salesforce',
      'Negotiation',
      'Lead Generation',
      'Cold Calling',
      'CRM',
      'Pipeline Management',
      'Account Management',
    ],
    weight: 9,
  },
  {
    titles: ['Customer Support Specialist', 'Customer Success Manager', 'Technical Support Engineer'],
    skills: ['Customer Service', 'Zendesk', 'Troubleshooting', 'Communication', 'CRM', 'Onboarding', 'SQL'],
    weight: 7,
  },
  {
    titles: ['Marketing Manager', 'Digital Marketing Specialist', 'Content Writer', 'SEO Specialist'],
    skills: [
      'SEO',
      'Google Analytics',
      'Content Marketing',
      'Social Media Marketing',
      'Email Marketing',
      'Copywriting',
      'HubSpot',
      'Google Ads',
    ],
    weight: 6,
  },
  {
    titles: ['Accountant', 'Financial Analyst', 'Finance Manager'],
    skills: [
      'Accounting',
      'Excel',
      'Financial Modeling',
      'Budgeting',
      'Tally',
      'GST',
      'Financial Reporting',
      'SAP',
      'Auditing',
    ],
    weight: 6,
  },
  {
    titles: ['HR Generalist', 'Recruiter', 'Talent Acquisition Specialist'],
    skills: ['Recruitment', 'Onboarding', 'Employee Relations', 'Payroll', 'HRIS', 'Interviewing', 'Communication'],
    weight: 4,
  },
  {
    titles: ['Operations Manager', 'Office Coordinator', 'Supply Chain Analyst'],
    skills: [
      'Operations Management',
      'Inventory Management',
      'Excel',
      'Logistics',
      'Vendor Management',
      'Scheduling',
      'Supply Chain Management',
    ],
    weight: 5,
  },
]
const GENERAL = [
  'Communication',
  'Leadership',
  'Teamwork',
  'Problem Solving',
  'Time Management',
  'Excel',
  'Presentation Skills',
]
const CITIES = [
  'New York, NY',
  'Brooklyn, NY',
  'Jersey City, NJ',
  'Boston, MA',
  'Austin, TX',
  'San Francisco, CA',
  'Seattle, WA',
  'Chicago, IL',
  'Denver, CO',
  'Atlanta, GA',
  'Toronto, Canada',
  'London, United Kingdom',
  'Berlin, Germany',
  'Bengaluru, Karnataka',
  'Pune, Maharashtra',
  'Hyderabad, Telangana',
  'Remote',
]
const SENIORITY = ['Junior ', '', '', 'Senior ', 'Senior ', 'Lead ']
const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Priya',
  'Wei',
  'Fatima',
  'Diego',
  'Olga',
  'Kwame',
  'Mei',
  'Arjun',
  'Lucia',
  'Noor',
  'Ivan',
  'Aisha',
]
const LAST = [
  'Smith',
  'Garcia',
  'Chen',
  'Patel',
  'Okafor',
  'Novak',
  'Silva',
  'Kim',
  'Haddad',
  'Kowalski',
  'Rossi',
  'Nguyen',
  'Sato',
  'Mensah',
]

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
const sample = <T>(rand: () => number, items: readonly T[], n: number): T[] => {
  const pool = [...items]
  const out: T[] = []
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T)
  return out
}

const totalWeight = TRADES.reduce((s, t) => s + t.weight, 0)
function tradeOf(rand: () => number): Trade {
  let r = rand() * totalWeight
  for (const t of TRADES) {
    r -= t.weight
    if (r < 0) return t
  }
  return TRADES[0] as Trade
}

/** `count` candidate rows of one business (insert values for the candidates table). */
export function syntheticCandidates(businessId: string, count: number, seed = 42) {
  const rand = prng(seed)
  const rows = []
  for (let i = 0; i < count; i++) {
    const trade = tradeOf(rand)
    const other = pick(rand, TRADES)
    const skills = [
      ...sample(rand, trade.skills, 3 + Math.floor(rand() * 6)),
      ...sample(rand, other.skills, Math.floor(rand() * 2)),
      ...sample(rand, GENERAL, Math.floor(rand() * 3)),
    ]
    const years = Math.floor(rand() * rand() * 22)
    const seniority = years < 2 ? 'Junior ' : years > 7 ? pick(rand, SENIORITY.slice(3)) : pick(rand, SENIORITY)
    const title = `${seniority}${pick(rand, trade.titles)}`
    const firstName = pick(rand, FIRST)
    const lastName = pick(rand, LAST)
    rows.push({
      id: newId(),
      businessId,
      firstName,
      lastName,
      email: `bench.${i}.${firstName.toLowerCase()}@example.test`,
      location: pick(rand, CITIES),
      currentTitle: title,
      experienceYears: years,
      skills: [...new Set(skills)],
      summary: `${title} with ${years} years of experience, mostly ${sample(rand, trade.skills, 2).join(' and ')}.`,
      source: 'manual',
    })
  }
  return rows
}
