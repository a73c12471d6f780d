import type { ComponentType } from 'react'
import {
  CalendarIllustration,
  ExamIllustration,
  PermissionsIllustration,
  PipelineIllustration,
  ResumeIllustration,
} from '../components/illustrations'
import { Bullets, Card, CtaBand, PageHero, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import type { FeatureContent, IllustrationName } from '../content/features'
import { ArrowRight } from '../icons'
import { FEATURE_LINKS, REGISTER } from '../nav'
import { metaFor, type PageProps } from './meta'

const ILLUSTRATIONS: Record<IllustrationName, ComponentType> = {
  pipeline: PipelineIllustration,
  exam: ExamIllustration,
  resume: ResumeIllustration,
  permissions: PermissionsIllustration,
  calendar: CalendarIllustration,
}

/** One feature page: hero, highlights, detailed sections (each with an illustration or a card), related features. */
export function FeaturePage({ site, content }: PageProps & { content: FeatureContent }) {
  const related = FEATURE_LINKS.filter((f) => f.href !== content.path)
  return (
    <SiteLayout meta={metaFor(site, content.path)} path={content.path}>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <div className="cta-group">
          <a className="btn btn-primary" href={REGISTER}>
            Start hiring free <ArrowRight />
          </a>
          <a className="btn btn-ghost" href="/contact-us">
            Ask us a question
          </a>
        </div>
      </PageHero>

      <Section id="highlights" title={content.highlightsTitle}>
        <div className="grid grid-3">
          {content.highlights.map((h) => (
            <Card key={h.title} title={h.title}>
              <p>{h.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      {content.sections.map((s, i) => {
        const Illustration = s.illustration ? ILLUSTRATIONS[s.illustration] : null
        return (
          <Section key={s.id} id={s.id} alt={i % 2 === 0} title={s.title}>
            <div className={i % 2 === 1 ? 'split reverse' : 'split'}>
              <div>
                {s.intro.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                <Bullets items={s.bullets} />
              </div>
              {Illustration ? (
                <Illustration />
              ) : (
                <div className="card">
                  <h3>{s.aside?.title}</h3>
                  <p>{s.aside?.text}</p>
                </div>
              )}
            </div>
          </Section>
        )
      })}

      <Section id="related" title="Works together with" center>
        <div className="grid grid-4">
          {related.map(({ href, label, blurb, cta, icon: Icon }) => (
            <Card key={href} icon={<Icon />} title={label} link={{ href, label: cta }}>
              <p>{blurb}.</p>
            </Card>
          ))}
        </div>
      </Section>

      <CtaBand />
    </SiteLayout>
  )
}
