import { ExamIllustration, PipelineIllustration } from '../components/illustrations'
import { PipelineStages } from '../components/pipeline'
import { Bullets, Card, CtaBand, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { ArrowRight, BarChart3, CircleCheck, Globe, Sparkles } from '../icons'
import { FEATURE_LINKS, REGISTER } from '../nav'
import { SITE_NAME } from '../site'
import { absolute, metaFor, type PageProps } from './meta'

export function HomePage({ site }: PageProps) {
  const example = `yourcompany.${site.mainDomain}`
  const candidateExample = `${site.candidatePattern.replace('{slug}', 'yourcompany')}.${site.mainDomain}`
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: absolute(site, '/'),
      logo: absolute(site, '/apple-touch-icon.png'),
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: absolute(site, '/') },
  ]
  return (
    <SiteLayout meta={metaFor(site, '/', { jsonLd })} path="/">
      <section className="hero" aria-labelledby="page-title">
        <div className="container hero-grid">
          <div>
            <p className="pill">
              <Sparkles /> AI-assisted recruitment and applicant tracking
            </p>
            <h1 id="page-title">Hire the right people faster, with AI that works for your team</h1>
            <p className="lead">
              Hirely brings jobs, candidates, interviews, proctored online exams and e-signed offers into one place, on
              your own careers sub-domain. AI reads resumes, drafts job descriptions and suggests the best matches; your
              team makes every decision.
            </p>
            <div className="cta-group">
              <a className="btn btn-primary" href={REGISTER}>
                Start hiring free <ArrowRight />
              </a>
              <a className="btn btn-ghost" href="/work-process">
                See how it works
              </a>
            </div>
            <ul className="checks">
              <li>
                <CircleCheck /> Free plan, no credit card
              </li>
              <li>
                <CircleCheck /> Your own careers sub-domain
              </li>
              <li>
                <CircleCheck /> Candidates install nothing
              </li>
            </ul>
          </div>
          <PipelineIllustration />
        </div>
      </section>

      <Section
        id="features"
        eyebrow="One platform"
        title="Everything your hiring team needs, from request to offer"
        intro="Each part works on its own and better together: a job request becomes an opening, applicants become candidates, candidates move through interviews and exams to an offer."
      >
        <div className="grid grid-3">
          {FEATURE_LINKS.map(({ href, label, blurb, cta, icon: Icon }) => (
            <Card key={href} icon={<Icon />} title={label} link={{ href, label: cta }}>
              <p>{blurb}.</p>
            </Card>
          ))}
          <Card
            icon={<BarChart3 />}
            title="Analytics, plans and invoices"
            link={{ href: '/pricing-plans', label: 'Compare pricing plans' }}
          >
            <p>
              See how many candidates applied, were shortlisted and interviewed each week, and manage your plan,
              payments and invoices in the portal.
            </p>
          </Card>
        </div>
      </Section>

      <Section id="subdomain" alt eyebrow="Your own space" title="Your hiring, on your own sub-domain">
        <div className="split">
          <div>
            <p>
              Every business on Hirely gets its own address, such as <strong>{example}</strong>. Your staff sign in
              there, your careers page lives there, and nobody else’s data is ever one click away.
            </p>
            <Bullets
              items={[
                {
                  title: 'Staff portal',
                  text: `Recruiters, hiring managers and interviewers work at ${example}/admin with the permissions of their role.`,
                },
                {
                  title: 'Careers page',
                  text: `Open jobs are listed at ${example}/jobs, with structured data so they can appear in Google’s job search.`,
                },
                {
                  title: 'Candidate area',
                  text: `Candidates sign in at ${candidateExample} to take exams, see their interview history and sign offers.`,
                },
              ]}
            />
          </div>
          <div className="card">
            <span className="icon-badge">
              <Globe />
            </span>
            <h3>Separate by design</h3>
            <p>
              Sessions are tied to the address that issued them, every record belongs to exactly one business, and a
              record of another business is simply not found. Platform support can only open your portal through an
              audited, time-limited sign-in.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="pipeline"
        eyebrow="Candidate pipeline"
        title="A pipeline everyone understands"
        intro="Every candidate is in exactly one stage, and every move is recorded with who made it and when. Moves that make no sense, such as from hired back to screening, are refused."
      >
        <PipelineStages />
        <p>
          <a href="/candidate-management">See how candidate management works</a>
        </p>
      </Section>

      <Section
        id="exams"
        alt
        eyebrow="Proctored online exams"
        title="Assess skills fairly, in the candidate’s own browser"
      >
        <div className="split">
          <div>
            <p>
              Send a candidate an online exam with written, spoken and coding questions. They take it in their browser
              with their camera on; nothing to install.
            </p>
            <Bullets
              items={[
                {
                  title: 'Private face detection',
                  text: 'BlazeFace runs locally in the browser to notice when no face, or more than one face, is in view.',
                },
                {
                  title: 'Recorded in chunks',
                  text: 'Video is uploaded in short chunks while the exam runs, so a dropped connection loses seconds, not the exam.',
                },
                {
                  title: 'Clear warnings',
                  text: 'Missing faces, several faces and tab switches are logged as warnings your reviewers can see with timestamps.',
                },
                {
                  title: 'Spoken answers and code',
                  text: 'Spoken answers are transcribed to text; coding rounds run the candidate’s code in a sandbox against your tests.',
                },
              ]}
            />
            <p>
              <a href="/interview-management">Learn about interviews and exams</a>
            </p>
          </div>
          <ExamIllustration />
        </div>
      </Section>

      <Section id="ai" eyebrow="AI that assists" title="AI does the reading. People do the deciding." center>
        <div className="grid grid-3">
          <Card title="Resume extraction">
            <p>
              Upload a PDF or Word resume and the candidate form fills itself: contact details, experience, current
              title, skills and education.
            </p>
          </Card>
          <Card title="Job descriptions">
            <p>
              Give a title, level and skills and get a structured first draft of the job description to edit before you
              publish.
            </p>
          </Card>
          <Card title="Candidate and job matching">
            <p>
              See how well each candidate fits an opening, and which open jobs suit a candidate, with the skills that
              drove the score.
            </p>
          </Card>
        </div>
        <p className="center">
          <a className="btn btn-ghost" href="/ai-driven">
            How our AI features work <ArrowRight />
          </a>
        </p>
      </Section>

      <CtaBand />
    </SiteLayout>
  )
}
