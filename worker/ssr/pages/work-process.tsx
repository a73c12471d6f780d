import { CtaBand, PageHero, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { metaFor, type PageProps } from './meta'

type Step = { title: string; text: string; points: string[]; link?: { href: string; label: string } }

const STEPS: Step[] = [
  {
    title: 'Sign up and claim your sub-domain',
    text: 'Register your business with its name, your work e-mail and the sub-domain you want. We send a six-digit code to verify the address; once verified, your portal is live.',
    points: [
      'Choose a plan, starting with Free',
      'Set your business time zone and currency',
      'Add your logo and company details',
    ],
  },
  {
    title: 'Set up your organisation and team',
    text: 'Create departments and branches (each branch with its own address, time zone and working hours), then invite employees and give each a role.',
    points: [
      'Build roles from view, create, update, delete and export permissions',
      'Keep sending offers and blacklisting for senior staff',
      'Add e-mail templates and personal signatures',
    ],
    link: { href: '/permission-management', label: 'Read about roles and permissions' },
  },
  {
    title: 'Request and open jobs',
    text: 'Hiring managers raise job requests; approvers approve or reject them. An approved request becomes an opportunity with a description (drafted by AI if you like), salary range, skills and deadline.',
    points: [
      'Publish the opening and it appears on your careers page',
      'Put it on hold or close it at any time',
      'Every status change is recorded',
    ],
    link: { href: '/job-management', label: 'Read about job management' },
  },
  {
    title: 'Collect candidates',
    text: 'Applicants arrive from your careers page, and recruiters add candidates by hand or by uploading resumes for AI extraction. Duplicates are flagged before they are created.',
    points: [
      'Resumes read into candidate fields for review',
      'Sources tracked for every candidate',
      'Documents stored securely with the candidate',
    ],
    link: { href: '/ai-driven', label: 'Read about the AI features' },
  },
  {
    title: 'Screen and shortlist',
    text: 'Move candidates from new to screening to shortlisted. Matching scores and saved filters help you find the strongest candidates; comments with @mentions bring colleagues in.',
    points: [
      'Reject or withdraw with a reason',
      'Blacklist with a reason when it is warranted',
      'Export lists if your role allows',
    ],
    link: { href: '/candidate-management', label: 'Read about candidate management' },
  },
  {
    title: 'Interview and assess',
    text: 'Schedule interview rounds on interviewers’ free slots in your time zone, and send proctored online exams with written, spoken and coding questions.',
    points: [
      'Invitations by e-mail with the time zone spelled out',
      'Face detection in the candidate’s browser, video in chunks, warnings logged',
      'Feedback and ratings per round',
    ],
    link: { href: '/interview-management', label: 'Read about interviews and exams' },
  },
  {
    title: 'Offer and hire',
    text: 'Send an offer letter from your template. The candidate views it in their candidate area and signs with a one-time code sent to their e-mail; the signed PDF is kept with their record.',
    points: [
      'Offers can be revoked or expire',
      'Declines are recorded with the candidate',
      'Hired candidates leave the active pipeline',
    ],
  },
  {
    title: 'Learn and improve',
    text: 'Analytics show how many candidates registered, were shortlisted and interviewed over the weeks, how many jobs are active, and where candidates come from.',
    points: [
      'Weekly comparisons on the dashboard',
      'Exports for deeper analysis',
      'Plans, payments and invoices in one place',
    ],
  },
]

export function WorkProcessPage({ site }: PageProps) {
  return (
    <SiteLayout meta={metaFor(site, '/work-process')} path="/work-process">
      <PageHero
        eyebrow="How it works"
        title="From job request to signed offer, in eight clear steps"
        lead="Hirely follows the way good hiring teams already work. Here is what a hire looks like from the first day on the platform to the offer being signed."
      />
      <Section id="steps" title="The hiring process with Hirely">
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              <ul>
                {step.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              {step.link ? (
                <p>
                  <a href={step.link.href}>{step.link.label}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand title="Ready for your first hire on Hirely?" />
    </SiteLayout>
  )
}
