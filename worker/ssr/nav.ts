import { Brain, BriefcaseBusiness, CalendarClock, type LucideIcon, ShieldCheck, UsersRound } from './icons'

export type NavLink = { href: string; label: string }
export type FeatureLink = NavLink & { blurb: string; icon: LucideIcon; cta: string }

/** The five feature pages, in the order the menus and the home page show them. */
export const FEATURE_LINKS: FeatureLink[] = [
  {
    href: '/ai-driven',
    label: 'AI-driven hiring',
    blurb: 'Resume extraction, job descriptions and matching',
    icon: Brain,
    cta: 'Explore AI-driven hiring',
  },
  {
    href: '/job-management',
    label: 'Job management',
    blurb: 'Job requests, openings and your careers page',
    icon: BriefcaseBusiness,
    cta: 'Explore job management',
  },
  {
    href: '/candidate-management',
    label: 'Candidate management',
    blurb: 'One pipeline from application to hire',
    icon: UsersRound,
    cta: 'Explore candidate management',
  },
  {
    href: '/interview-management',
    label: 'Interview management',
    blurb: 'Scheduling, proctored exams and offers',
    icon: CalendarClock,
    cta: 'Explore interview management',
  },
  {
    href: '/permission-management',
    label: 'Permission management',
    blurb: 'Roles that match how your team works',
    icon: ShieldCheck,
    cta: 'Explore permission management',
  },
]

export const MAIN_LINKS: NavLink[] = [
  { href: '/work-process', label: 'How it works' },
  { href: '/pricing-plans', label: 'Pricing' },
  { href: '/about-us', label: 'About' },
  { href: '/faqs', label: 'FAQs' },
  { href: '/contact-us', label: 'Contact' },
]

export const COMPANY_LINKS: NavLink[] = [
  { href: '/about-us', label: 'About us' },
  { href: '/work-process', label: 'How it works' },
  { href: '/pricing-plans', label: 'Pricing plans' },
  { href: '/faqs', label: 'FAQs' },
  { href: '/contact-us', label: 'Contact us' },
]

export const LEGAL_LINKS: NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-of-use', label: 'Terms of use' },
]

export const SIGN_IN = '/auth/login'
export const REGISTER = '/auth/register'
