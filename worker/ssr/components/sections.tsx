import type { ReactNode } from 'react'
import { ArrowRight, CircleCheck } from '../icons'
import { REGISTER } from '../nav'

/** The top of an inner page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string
  title: string
  lead: string
  children?: ReactNode
}) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="page-title">{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  )
}

export function Section({
  id,
  alt,
  title,
  intro,
  eyebrow,
  center,
  children,
}: {
  id: string
  alt?: boolean
  title: string
  intro?: string
  eyebrow?: string
  center?: boolean
  children: ReactNode
}) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className={center ? 'section-head center' : 'section-head'}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

/** A list with a check mark per item; `title` is bold and leads its sentence. */
export function Bullets({ items }: { items: { title?: string; text: string }[] }) {
  return (
    <ul className="bullets">
      {items.map((item) => (
        <li key={item.title ?? item.text}>
          <CircleCheck />
          <span>
            {item.title ? <strong>{item.title}. </strong> : null}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function Card({
  icon,
  title,
  children,
  link,
}: {
  icon?: ReactNode
  title: string
  children: ReactNode
  link?: { href: string; label: string }
}) {
  return (
    <article className="card">
      {icon ? <span className="icon-badge">{icon}</span> : null}
      <h3>{title}</h3>
      {children}
      {link ? (
        <a className="more" href={link.href}>
          {link.label} <ArrowRight />
        </a>
      ) : null}
    </article>
  )
}

/** The closing call to action of most pages. */
export function CtaBand({
  title = 'Start hiring with Hirely today',
  text = 'Create your business account in a few minutes, get your own careers sub-domain and invite your team. The Free plan needs no credit card.',
}: {
  title?: string
  text?: string
}) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        <div className="cta-group">
          <a className="btn btn-light" href={REGISTER}>
            Start hiring free <ArrowRight />
          </a>
          <a className="btn btn-outline-light" href="/contact-us">
            Talk to us
          </a>
        </div>
      </div>
    </section>
  )
}
