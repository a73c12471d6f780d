import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../brand'

/** One public page of the main site: its address and what search engines show for it. */
export type PublicPage = { path: string; title: string; description: string; priority: number }

/** The 13 public pages, in the order of the sitemap. */
export const PUBLIC_PAGES = [
  { path: '/', title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, priority: 1 },
  {
    path: '/ai-driven',
    title: 'AI-driven hiring: resume extraction, job descriptions and matching — Hirely',
    description:
      'Let AI read resumes into candidate records, draft job descriptions and rank candidates against your jobs, while your team makes every decision.',
    priority: 0.9,
  },
  {
    path: '/job-management',
    title: 'Job management: job requests, openings and careers page — Hirely',
    description:
      'Approve job requests, publish openings with salary ranges and deadlines, and list them on your own careers sub-domain with Google for Jobs data.',
    priority: 0.9,
  },
  {
    path: '/candidate-management',
    title: 'Candidate management and hiring pipeline — Hirely',
    description:
      'Track every candidate from new to hired with duplicate detection, saved filters, comments with @mentions, documents and a blacklist with reasons.',
    priority: 0.9,
  },
  {
    path: '/interview-management',
    title: 'Interview scheduling, proctored online exams and offers — Hirely',
    description:
      'Schedule interviews on interviewers’ free slots in your time zone, run proctored online exams with coding rounds, and send offers candidates e-sign.',
    priority: 0.9,
  },
  {
    path: '/permission-management',
    title: 'Roles and permission management for hiring teams — Hirely',
    description:
      'Give every recruiter, hiring manager and interviewer exactly the access they need: view, create, update, delete and export per module, plus special permissions.',
    priority: 0.8,
  },
  {
    path: '/work-process',
    title: 'How hiring works with Hirely: from job request to signed offer',
    description:
      'The eight steps of hiring with Hirely: set up your sub-domain and team, open jobs, collect and screen candidates, interview, assess, offer and learn from analytics.',
    priority: 0.8,
  },
  {
    path: '/pricing-plans',
    title: 'Pricing plans — Hirely',
    description:
      'Simple plans for every stage of hiring, from a Free plan for first hires to Enterprise for organisations hiring at scale. Compare jobs, candidates, seats and AI limits.',
    priority: 0.9,
  },
  {
    path: '/about-us',
    title: 'About Hirely — hiring software that respects people',
    description:
      'Why we build Hirely, what we believe about AI in hiring, and how we look after the businesses and candidates who use it.',
    priority: 0.6,
  },
  {
    path: '/faqs',
    title: 'Frequently asked questions — Hirely',
    description:
      'Answers about sub-domains, AI features, proctored exams, candidate data, permissions, plans, invoices and getting started with Hirely.',
    priority: 0.7,
  },
  {
    path: '/contact-us',
    title: 'Contact us — Hirely',
    description:
      'Questions about Hirely, a demo for your team, or help choosing a plan? Send us a message and we will reply within one business day.',
    priority: 0.7,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy — Hirely',
    description:
      'How Hirely collects, uses, keeps and protects personal data of business users, candidates and visitors, and the rights everyone has over their data.',
    priority: 0.3,
  },
  {
    path: '/terms-of-use',
    title: 'Terms of use — Hirely',
    description:
      'The terms that apply when businesses, their staff and candidates use Hirely: accounts, plans and billing, acceptable use, data, AI features and liability.',
    priority: 0.3,
  },
] as const satisfies readonly PublicPage[]

export type PublicPath = (typeof PUBLIC_PAGES)[number]['path']

export function pageMeta(path: PublicPath): PublicPage {
  return PUBLIC_PAGES.find((p) => p.path === path)!
}
