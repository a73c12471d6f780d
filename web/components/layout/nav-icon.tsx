import {
  Briefcase,
  Building,
  CalendarClock,
  ChartColumn,
  Circle,
  CircleUser,
  ClipboardList,
  Contact,
  CreditCard,
  FileCheck,
  FileText,
  GitBranch,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  Network,
  PenLine,
  Receipt,
  Settings,
  ShieldCheck,
  Sparkles,
  UserCog,
  UserSearch,
  Users,
} from 'lucide-react'
import { cn } from '@/lib/utils'

/** Node icon names as the API sends them ('dashboard', 'job-requests', 'LayoutDashboard') -> lucide. */
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  layoutdashboard: LayoutDashboard,
  profile: CircleUser,
  user: CircleUser,
  users: Users,
  business: Building,
  businesses: Building,
  building: Building,
  department: Network,
  departments: Network,
  employee: UserCog,
  employees: UserCog,
  resume: FileText,
  resumes: FileText,
  extraction: FileText,
  opportunity: Briefcase,
  opportunities: Briefcase,
  jobs: Briefcase,
  briefcase: Briefcase,
  candidate: Contact,
  candidates: Contact,
  matchingjobs: UserSearch,
  interview: CalendarClock,
  interviews: CalendarClock,
  interviewhistory: ListChecks,
  branch: GitBranch,
  branches: GitBranch,
  businessbranches: GitBranch,
  jobrequest: ClipboardList,
  jobrequests: ClipboardList,
  analytics: ChartColumn,
  analyticsmanagement: ChartColumn,
  signature: PenLine,
  signatures: PenLine,
  signaturemanagements: PenLine,
  transaction: Receipt,
  transactions: Receipt,
  plans: CreditCard,
  payments: CreditCard,
  email: Mail,
  emailtemplates: Mail,
  exam: FileCheck,
  exams: FileCheck,
  permissions: ShieldCheck,
  roles: KeyRound,
  employeeroles: KeyRound,
  settings: Settings,
  othersettings: Settings,
  ai: Sparkles,
  // The catalog's icon names (worker/services/access/catalog.ts).
  building2: Building,
  badgedollarsign: CreditCard,
  clipboardlist: ClipboardList,
  filescan: FileText,
  calendarclock: CalendarClock,
  network: Network,
  mappin: GitBranch,
  usercog: UserCog,
  shield: KeyRound,
  mail: Mail,
  chartcolumn: ChartColumn,
  receipt: Receipt,
}

export function iconFor(name: string | null | undefined): LucideIcon {
  const key = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/icon$/, '')
  return ICONS[key] ?? Circle
}

export function NavIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = iconFor(name)
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />
}
