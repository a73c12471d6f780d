import { Bullets, Card, CtaBand, PageHero, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { Gauge, HeartHandshake, LockKeyhole, Scale } from '../icons'
import { metaFor, type PageProps } from './meta'

const PRINCIPLES = [
  {
    icon: <Scale />,
    title: 'People decide',
    text: 'AI reads, drafts and ranks. It never rejects a candidate, moves a stage or sends an offer on its own.',
  },
  {
    icon: <HeartHandshake />,
    title: 'Candidates are customers too',
    text: 'Clear status e-mails, exams that run in an ordinary browser, and offers that can be read and signed on a phone.',
  },
  {
    icon: <LockKeyhole />,
    title: 'Private by default',
    text: 'Each business’s data is separated by design; face detection runs on the candidate’s own device.',
  },
  {
    icon: <Gauge />,
    title: 'Fast everywhere',
    text: 'Hirely runs on a global edge network, close to your team and your candidates, wherever they are.',
  },
]

export function AboutPage({ site }: PageProps) {
  return (
    <SiteLayout meta={metaFor(site, '/about-us')} path="/about-us">
      <PageHero
        eyebrow="About us"
        title="We build hiring software that respects everyone’s time"
        lead="Hirely exists because hiring is too important to run on spreadsheets and scattered e-mail threads, and too human to hand over to a black box."
      />
      <Section id="story" title="Why Hirely">
        <div className="split">
          <div className="prose">
            <p>
              Most growing businesses hire with a patchwork: job posts in one place, resumes in an inbox, interview
              notes in chat, offers as attachments. Candidates wait without hearing back, and hiring managers cannot see
              where things stand.
            </p>
            <p>
              Hirely puts the whole process in one place that every person involved can understand: a request for a
              role, an opening on your own careers page, a pipeline of candidates, interviews and exams, and an offer
              signed online. We add AI where it removes drudgery, like retyping resumes or writing the first draft of a
              job description, and keep people in charge of every decision.
            </p>
            <p>
              We serve businesses of every size, from a team making its first hire on the Free plan to organisations
              hiring across branches and time zones.
            </p>
          </div>
          <Card title="What we will not do">
            <Bullets
              items={[
                { text: 'Sell or share your candidates’ data for advertising.' },
                { text: 'Let an algorithm reject people without a human looking.' },
                { text: 'Record exam candidates without telling them first.' },
                { text: 'Hide prices or lock you in: export your data whenever you need it.' },
              ]}
            />
          </Card>
        </div>
      </Section>
      <Section id="principles" alt title="What we believe" center>
        <div className="grid grid-4">
          {PRINCIPLES.map((p) => (
            <Card key={p.title} icon={p.icon} title={p.title}>
              <p>{p.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="who" title="Who Hirely is for">
        <div className="grid grid-3">
          <Card title="Business owners">
            <p>
              One place to see every open role, every candidate and what hiring costs, with a plan that grows with you.
            </p>
          </Card>
          <Card title="Recruiters and hiring managers">
            <p>
              Less copying and chasing: resumes read for you, interviews booked on real free slots, feedback in one
              thread.
            </p>
          </Card>
          <Card title="Candidates">
            <p>A clear careers page, exams without installing anything, and an offer they can sign in a minute.</p>
          </Card>
        </div>
      </Section>
      <CtaBand
        title="Let’s talk about your hiring"
        text="Tell us how your team hires today and we will show you how Hirely would fit, or start on the Free plan and see for yourself."
      />
    </SiteLayout>
  )
}
