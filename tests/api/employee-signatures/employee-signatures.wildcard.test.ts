import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { employeeSignatures, statusHistories } from '../../../worker/db/schema'
import { renderTemplate } from '../../../worker/resources/email-templates/render'
import { appendSignature } from '../../../worker/resources/employee-signatures/employee-signatures.service'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, employeeByEmail } from '../employees/helpers'

beforeAll(seed)

const DIRTY =
  '<p onclick="steal()">Olivia <b>Bennett</b><script>alert(1)</script></p><img src="https://acme.example/logo.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://acme.example">site</a><iframe src="https://evil.example"></iframe>'

describe('employee signatures', () => {
  it('creates a sanitized signature for the caller; the first active one becomes the default', async () => {
    const cookie = await as.globexOwner()
    const res = await call(HOST.globex, 'POST', '/wildcard/employee-signatures', {
      cookie,
      body: { name: 'Formal', body: DIRTY },
    })
    expect(res.status).toBe(201)
    const body: string = res.body.data.body
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(body).toContain('<b>Bennett</b>')
    expect(body).toContain('<img src="https://acme.example/logo.png" />')
    expect(body).toContain('<a href="https://acme.example" target="_blank" rel="noopener noreferrer">site</a>')
    expect(res.body.data).toMatchObject({ is_default: true, status: 'active', employee_email: 'owner@globex.example' })
    const second = await call(HOST.globex, 'POST', '/wildcard/employee-signatures', {
      cookie,
      body: { name: 'Short', body: '<p>O.</p>' },
    })
    expect(second.body.data.is_default).toBe(false)
    const empty = await call(HOST.globex, 'POST', '/wildcard/employee-signatures', {
      cookie,
      body: { name: 'Empty', body: '<script>x</script>' },
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual([{ field: 'body', message: 'Please enter Body' }])
  })

  it('lists, reads and toggles status with a server message and history; options are the caller’s active ones', async () => {
    const cookie = await as.acmeOwner()
    const list = await call(HOST.acme, 'GET', '/wildcard/employee-signatures', { cookie })
    expect(list.status).toBe(200)
    expect(list.body.data.count).toBe(2)
    const mine = list.body.data.rows.find((s: { employee_email: string }) => s.employee_email === 'owner@acme.example')
    // The search matches the signature's name or its employee's full name, literally.
    const byPerson = await call(HOST.acme, 'GET', '/wildcard/employee-signatures?search=ryan%20PATEL', { cookie })
    expect(byPerson.body.data.rows.map((s: { employee_email: string }) => s.employee_email)).toEqual([
      'recruiter@acme.example',
    ])
    const literal = await call(HOST.acme, 'GET', '/wildcard/employee-signatures?search=_', { cookie })
    expect(literal.body.data).toMatchObject({ count: 0, rows: [] })
    expect((await call(HOST.acme, 'GET', `/wildcard/employee-signatures/${mine.id}`, { cookie })).body.data.name).toBe(
      'Default',
    )
    const off = await call(HOST.acme, 'PATCH', `/wildcard/employee-signatures/${mine.id}/status`, {
      cookie,
      body: { status: 'inactive' },
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Signature "Default" deactivated.')
    expect(off.body.data).toMatchObject({ status: 'inactive', is_default: false })
    const again = await call(HOST.acme, 'PATCH', `/wildcard/employee-signatures/${mine.id}/status`, {
      cookie,
      body: { status: 'inactive' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The signature is already inactive.')
    expect(
      (await call(HOST.acme, 'GET', '/wildcard/employee-signatures/option/all-active-signatures', { cookie })).body
        .data,
    ).toEqual([])
    await call(HOST.acme, 'PATCH', `/wildcard/employee-signatures/${mine.id}/status`, {
      cookie,
      body: { status: 'active' },
    })
    const options = await call(HOST.acme, 'GET', '/wildcard/employee-signatures/option/all-active-signatures', {
      cookie,
    })
    expect(options.body.data).toEqual([expect.objectContaining({ value: mine.id, label: 'Default' })])
    const history = await db().query.statusHistories.findMany({
      where: and(eq(statusHistories.entity, 'employee_signature'), eq(statusHistories.entityId, mine.id)),
    })
    expect(history.map((h) => h.toStatus).sort()).toEqual(['active', 'inactive'])
  })

  it('is appended to the e-mails an employee sends', async () => {
    const acme = await businessId('acme')
    const ryan = await employeeByEmail('acme', 'recruiter@acme.example')
    expect(await appendSignature(db(), acme, ryan.id, '<html><body><p>Hi</p></body></html>')).toMatch(
      /<p>Hi<\/p><div class="signature"[^>]*><p><strong>Ryan Patel<\/strong>.*<\/div><\/body><\/html>$/,
    )
    const mail = await renderTemplate(
      db(),
      acme,
      'general.message',
      { candidate_name: 'Jamie', message: 'See you soon' },
      { senderId: ryan.id },
    )
    expect(mail.html).toContain('Senior Technical Recruiter, Acme Corporation')
    expect(mail.html).not.toContain('<!--signature-->')
    const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
    expect(await appendSignature(db(), acme, marcus.id, '<p>Hi</p>')).toBe('<p>Hi</p>')
  })

  it('answers 401, 403 to the recruiter and 404 for another business’s signature', async () => {
    expect((await call(HOST.acme, 'GET', '/wildcard/employee-signatures')).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const denied = await call(HOST.acme, 'GET', '/wildcard/employee-signatures', { cookie: recruiter })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('You do not have permission to view signatures.')
    expect(
      (
        await call(HOST.acme, 'POST', '/wildcard/employee-signatures', {
          cookie: recruiter,
          body: { name: 'Mine', body: '<p>x</p>' },
        })
      ).status,
    ).toBe(403)
    // The recruiter e-mails candidates: the composer may list their own signatures.
    expect(
      (
        await call(HOST.acme, 'GET', '/wildcard/employee-signatures/option/all-active-signatures', {
          cookie: recruiter,
        })
      ).status,
    ).toBe(200)
    const globex = await as.globexOwner()
    const foreign = (
      await call(HOST.globex, 'POST', '/wildcard/employee-signatures', {
        cookie: globex,
        body: { name: 'Globex', body: '<p>G</p>' },
      })
    ).body.data.id
    const reread = () => db().query.employeeSignatures.findFirst({ where: eq(employeeSignatures.id, foreign) })
    const before = await reread()
    const owner = await as.acmeOwner()
    for (const [method, path, body] of [
      ['GET', `/wildcard/employee-signatures/${foreign}`, undefined],
      ['PUT', `/wildcard/employee-signatures/${foreign}`, { name: 'Hijacked', body: '<p>h</p>' }],
      ['PATCH', `/wildcard/employee-signatures/${foreign}/status`, { status: 'inactive' }],
    ] as const) {
      const res = await call(HOST.acme, method, path, { cookie: owner, body })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.message).toBe('Signature not found.')
    }
    expect(await reread()).toEqual(before)
    const list = await call(HOST.acme, 'GET', '/wildcard/employee-signatures?limit=100', { cookie: owner })
    expect(list.body.data.rows.length).toBeGreaterThan(0)
    expect(list.body.data.rows.map((r: { id: string }) => r.id)).not.toContain(foreign)

    const other = await employeeByEmail('globex', 'owner@globex.example')
    const theirs = () => db().$count(employeeSignatures, eq(employeeSignatures.employeeId, other.id))
    const count = await theirs()
    const forForeign = await call(HOST.acme, 'POST', '/wildcard/employee-signatures', {
      cookie: owner,
      body: { name: 'Borrowed', body: '<p>x</p>', employee_id: other.id },
    })
    expect(forForeign.status).toBe(422)
    expect(forForeign.body.errors).toEqual([{ field: 'employee_id', message: 'Employee not found.' }])
    expect(await theirs()).toBe(count)
  })
})
