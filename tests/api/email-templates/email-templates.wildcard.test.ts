import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses, emailTemplates, statusHistories, templateBodies } from '../../../worker/db/schema'
import { DEFAULT_TEMPLATES } from '../../../worker/resources/email-templates/defaults'
import { placeholderProblems, SYSTEM_TEMPLATES } from '../../../worker/resources/email-templates/placeholders.schema'
import { renderTemplate } from '../../../worker/resources/email-templates/render'
import { sanitizeRichText } from '../../../worker/services/rich-text'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, unique } from '../employees/helpers'

beforeAll(seed)

const templateOf = async (slug: 'acme' | 'globex', key: string) =>
  (await db().query.emailTemplates.findFirst({
    where: and(eq(emailTemplates.businessId, await businessId(slug)), eq(emailTemplates.key, key)),
  }))!

describe('default templates', () => {
  it('exist for every e-mail the product sends, valid against their own placeholder rules', () => {
    for (const [key, content] of Object.entries(DEFAULT_TEMPLATES)) {
      expect(placeholderProblems(key, content.subject, content.body), key).toBeNull()
      expect(sanitizeRichText(content.body), key).toBe(content.body)
    }
    expect(Object.keys(DEFAULT_TEMPLATES).sort()).toEqual(Object.keys(SYSTEM_TEMPLATES).sort())
  })

  it('are seeded for the demo businesses and created with every new business', async () => {
    const count = async (id: string) => db().$count(emailTemplates, eq(emailTemplates.businessId, id))
    expect(await count(await businessId('acme'))).toBe(Object.keys(SYSTEM_TEMPLATES).length)
    expect(await count(await businessId('globex'))).toBe(Object.keys(SYSTEM_TEMPLATES).length)
    const res = await call(HOST.main, 'POST', '/admin/register', {
      ip: '10.30.0.1',
      body: {
        business_name: 'Umbrella',
        slug: 'umbrella',
        name: 'Alice Abernathy',
        email: 'alice@umbrella.example',
        password: 'Umbrella@123',
        confirm_password: 'Umbrella@123',
      },
    })
    expect(res.status).toBe(201)
    const umbrella = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'umbrella') }))!
    expect(await count(umbrella.id)).toBe(Object.keys(SYSTEM_TEMPLATES).length)
    expect(await db().$count(templateBodies, eq(templateBodies.businessId, umbrella.id))).toBe(
      Object.keys(SYSTEM_TEMPLATES).length,
    )
  })
})

describe('e-mail templates', () => {
  it('lists and reads templates with their placeholders and a preview rendered with sample data', async () => {
    const cookie = await as.acmeOwner()
    const list = await call(HOST.acme, 'GET', '/wildcard/email_templates?category=interview', { cookie })
    expect(list.status).toBe(200)
    expect(list.body.data.rows.map((t: { key: string }) => t.key).sort()).toEqual([
      'exam.invitation',
      'interview.cancelled',
      'interview.reminder',
      'interview.rescheduled',
      'interview.scheduled',
    ])
    const scheduled = await templateOf('acme', 'interview.scheduled')
    const one = await call(HOST.acme, 'GET', `/wildcard/email_templates/${scheduled.id}?preview=1`, { cookie })
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({ key: 'interview.scheduled', is_system: true, version: 1, has_default: true })
    expect(one.body.data.placeholders).toContainEqual({
      name: 'interview_time',
      token: '{{interview_time}}',
      type: 'datetime',
      label: 'Interview time',
      sample: expect.any(String),
      required: true,
    })
    expect(one.body.data.preview.subject).toBe('Your interview for Senior Backend Engineer is scheduled')
    expect(one.body.data.preview.body).toContain('Hi Jamie Rivera,')
    expect(one.body.data.preview.body).toContain('href="https://meet.example/acme-tech-interview"')
    const options = await call(HOST.acme, 'GET', '/wildcard/email_templates/options/all', { cookie })
    expect(options.body.data).toContainEqual(
      expect.objectContaining({ value: scheduled.id, label: 'Interview scheduled' }),
    )
  })

  it('creates a custom template, sanitizing the body and refusing unknown placeholders (422 naming them)', async () => {
    const cookie = await as.acmeOwner()
    const name = unique('Follow-up')
    const bad = await call(HOST.acme, 'POST', '/wildcard/email_templates', {
      cookie,
      body: { name, subject: 'Hi {{candidate_name}}', body: '<p>{{candidate_name}} {{salary}} {{ bonus }}</p>' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe(
      'Unknown placeholders {{salary}}, {{bonus}}. Use only the placeholders listed for this template.',
    )
    expect(bad.body.errors).toEqual([{ field: 'body', message: bad.body.message }])
    const made = await call(HOST.acme, 'POST', '/wildcard/email_templates', {
      cookie,
      body: {
        name,
        subject: 'Checking in, {{candidate_name}}',
        category: 'candidate',
        body: '<p onmouseover="x()">Hi {{candidate_name}}</p><script>alert(1)</script><a href="{{careers_link}}">Jobs</a>',
      },
    })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({
      name,
      is_system: false,
      category: 'candidate',
      version: 1,
      used_placeholders: ['candidate_name', 'careers_link'],
    })
    expect(made.body.data.key).toMatch(/^custom\.follow_up_/)
    expect(made.body.data.body).toBe(
      '<p>Hi {{candidate_name}}</p><a href="{{careers_link}}" target="_blank" rel="noopener noreferrer">Jobs</a>',
    )
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/email_templates', {
          cookie,
          body: { name, subject: 'x', body: '<p>x</p>' },
        })
      ).status,
    ).toBe(409)
    expect(
      (await call(HOST.acme, 'POST', '/wildcard/email_templates', { cookie, body: { name: 'No body', subject: 'x' } }))
        .status,
    ).toBe(422)
  })

  it('keeps a system template’s required placeholders and versions every body change', async () => {
    const cookie = await as.acmeOwner()
    const offer = await templateOf('acme', 'offer.sent')
    const missing = await call(HOST.acme, 'PUT', `/wildcard/template_managements/${offer.id}/update-body`, {
      cookie,
      body: { body: '<p>Hi {{candidate_name}}, congratulations!</p>' },
    })
    expect(missing.status).toBe(422)
    expect(missing.body.message).toBe('This template must use {{offer_link}}.')
    const saved = await call(HOST.acme, 'PUT', `/wildcard/template_managements/${offer.id}/update-body`, {
      cookie,
      body: { body: '<p>Hi {{candidate_name}}, <a href="{{offer_link}}">sign here</a>.</p>' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      version: 2,
      used_placeholders: ['company_name', 'candidate_name', 'offer_link'],
      updated_by: { name: 'Olivia Bennett' },
    })
    const updated = await call(HOST.acme, 'PUT', `/wildcard/email_templates/${offer.id}`, {
      cookie,
      body: {
        name: 'Offer letter',
        subject: 'Your offer, {{candidate_name}}',
        category: 'general',
        body: '<p>{{offer_link}}</p>',
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({ name: 'Offer letter', category: 'offer', version: 3 })
    const bodies = await call(HOST.acme, 'GET', '/wildcard/template_managements', { cookie })
    expect(bodies.body.data.rows[0]).toMatchObject({ template_id: offer.id, version: 3 })
    const body = await call(HOST.acme, 'GET', `/wildcard/template_managements/${offer.id}`, { cookie })
    expect(body.body.data).toMatchObject({
      body: '<p>{{offer_link}}</p>',
      default_body: DEFAULT_TEMPLATES['offer.sent'].body,
    })
  })

  it('renders with escaped values in the business’s time zone, and falls back to the default while inactive', async () => {
    const cookie = await as.acmeOwner()
    const acme = await businessId('acme')
    const scheduled = await templateOf('acme', 'interview.scheduled')
    await call(HOST.acme, 'PUT', `/wildcard/template_managements/${scheduled.id}/update-body`, {
      cookie,
      body: { body: '<p>Custom: {{candidate_name}} at {{interview_time}}</p>' },
    })
    const vars = {
      candidate_name: '<img src=x onerror=alert(1)>',
      job_title: 'Designer',
      interview_time: new Date('2030-03-11T14:00:00Z'),
      interview_link: 'javascript:alert(1)',
    }
    const custom = await renderTemplate(db(), acme, 'interview.scheduled', vars)
    expect(custom.html).toContain(
      'Custom: &lt;img src=x onerror=alert(1)&gt; at Monday, March 11, 2030 at 10:00 AM EDT',
    )
    expect(custom.subject).toBe('Your interview for Designer is scheduled')
    const off = await call(HOST.acme, 'PUT', `/wildcard/email_templates/${scheduled.id}/status`, {
      cookie,
      body: { status: 'inactive' },
    })
    expect(off.status).toBe(200)
    expect(
      (
        await call(HOST.acme, 'PUT', `/wildcard/email_templates/${scheduled.id}/status`, {
          cookie,
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(409)
    const fallback = await renderTemplate(db(), acme, 'interview.scheduled', vars)
    expect(fallback.html).not.toContain('Custom:')
    expect(fallback.html).toContain('<a href="#" target="_blank" rel="noopener noreferrer">Join the interview</a>')
    const history = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'email_template'), eq(statusHistories.entityId, scheduled.id)),
    })
    expect(history.map((h) => h.toStatus)).toEqual(['inactive'])
  })

  it('answers 401, 403 to the recruiter and 404 for another business’s template', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/email_templates')).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const denied = await call(HOST.acme, 'GET', '/wildcard/email_templates', { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to view e-mail templates.')
    expect((await call(HOST.acme, 'GET', '/wildcard/template_managements', { cookie: recruiter })).status).toBe(403)
    const foreign = await templateOf('globex', 'offer.sent')
    const foreignBody = () =>
      db().query.templateBodies.findFirst({
        where: and(eq(templateBodies.businessId, foreign.businessId), eq(templateBodies.templateId, foreign.id)),
      })
    const bodyBefore = await foreignBody()
    expect(bodyBefore).toBeDefined()
    const owner = await as.acmeOwner()
    for (const [method, path, body] of [
      ['GET', `/wildcard/email_templates/${foreign.id}`, undefined],
      ['PUT', `/wildcard/email_templates/${foreign.id}`, { name: 'x', subject: 'y', body: '<p>{{offer_link}}</p>' }],
      ['PUT', `/wildcard/email_templates/${foreign.id}/status`, { status: 'inactive' }],
      ['GET', `/wildcard/template_managements/${foreign.id}`, undefined],
      ['PUT', `/wildcard/template_managements/${foreign.id}/update-body`, { body: '<p>{{offer_link}}</p>' }],
    ] as const) {
      expect((await call(HOST.acme, method, path, { cookie: owner, body })).status, `${method} ${path}`).toBe(404)
    }
    expect(await templateOf('globex', 'offer.sent')).toEqual(foreign)
    expect(await foreignBody()).toEqual(bodyBefore)
    const lists = await Promise.all([
      call(HOST.acme, 'GET', '/wildcard/email_templates?limit=100', { cookie: owner }),
      call(HOST.acme, 'GET', '/wildcard/template_managements?limit=100', { cookie: owner }),
    ])
    for (const list of lists) {
      expect(list.body.data.rows.length).toBeGreaterThan(0)
      expect(list.body.data.rows.map((t: { id: string }) => t.id)).not.toContain(foreign.id)
    }
    const options = await call(HOST.acme, 'GET', '/wildcard/email_templates/options/all', { cookie: owner })
    expect(options.body.data.map((t: { value: string }) => t.value)).not.toContain(foreign.id)
  })
})
