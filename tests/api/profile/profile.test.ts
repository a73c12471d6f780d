import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

// A real 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

const picture = (bytes: Uint8Array, name = 'me.png', type = 'image/png') => {
  const form = new FormData()
  form.set('image', new File([bytes], name, { type }))
  return form
}

describe.each([
  [
    'platform admin',
    HOST.main,
    {
      details: '/admin/profile/update-profile',
      picture: '/admin/profile/update-profile-picture',
      password: '/admin/profile/update-password',
    },
    as.admin,
    { name: 'Ada Admin', phone: '+1 555 0100' },
    'admin',
  ],
  [
    'business staff',
    HOST.acme,
    {
      details: '/wildcard/profile/update-profile',
      picture: '/wildcard/profile/update-profile-picture',
      password: '/wildcard/profile/update-password',
    },
    as.acmeRecruiter,
    { first_name: 'Riley', last_name: 'Recruiter', phone: '+1 555 0101' },
    'employee',
  ],
] as const)('%s profile', (_who, host, paths, signIn, update, key) => {
  it('updates the details', async () => {
    const cookie = await signIn()
    const res = await call(host, 'PUT', paths.details, { cookie, body: update })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Profile updated successfully.')
    expect(res.body.data).toMatchObject({ phone: update.phone })
    const bad = await call(host, 'PUT', paths.details, { cookie, body: { ...update, phone: 'call me' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'phone', message: 'Phone is not a valid phone number' }])
  })

  it('stores a picture in R2 and serves it back', async () => {
    const cookie = await signIn()
    const res = await call(host, 'PATCH', paths.picture, { cookie, form: picture(PNG) })
    expect(res.status).toBe(200)
    const url = res.body.data.avatar_url as string
    expect(url).toMatch(/^\/api\/v1\/media\/avatars\//)
    const served = await SELF.fetch(`http://${host}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const me = await call(host, 'POST', key === 'admin' ? '/admin/auth/me' : '/wildcard/auth/verify-me', { cookie })
    expect(me.body.data[key].avatar_url).toBe(url)
  })

  it('refuses a file that only claims to be an image', async () => {
    const cookie = await signIn()
    const fake = new TextEncoder().encode('<script>alert(1)</script>')
    const res = await call(host, 'PATCH', paths.picture, {
      cookie,
      form: picture(fake, 'me.png', 'image/png'),
    })
    expect(res.status).toBe(415)
    expect(res.body.message).toBe('This file type is not allowed. Allowed: PNG, JPEG, GIF, WEBP.')
  })

  it('refuses a picture over 5 MB', async () => {
    const cookie = await signIn()
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const res = await call(host, 'PATCH', paths.picture, { cookie, form: picture(big) })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('The file is too large: the limit is 5 MB.')
  })

  it('refuses a request without a file', async () => {
    const cookie = await signIn()
    const res = await call(host, 'PATCH', paths.picture, { cookie, form: new FormData() })
    expect(res.status).toBe(422)
  })

  it('changes the password with update-password', async () => {
    const cookie = await signIn()
    const res = await call(host, 'PUT', paths.password, {
      cookie,
      body: { current_password: 'wrong', password: 'Another@123', confirm_password: 'Another@123' },
    })
    expect(res.status).toBe(400)
  })
})

describe('a portal opened from the platform console', () => {
  it('stays marked as impersonated after a profile edit (the answer replaces the stored user)', async () => {
    const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
    const link = await call(HOST.main, 'POST', `/admin/auth/business_login/${acme.id}`, { cookie: await as.admin() })
    const session = await call(HOST.acme, 'POST', '/wildcard/auth/impersonate', {
      body: { token: link.body.data.token },
    })
    expect(session.body.data.employee.impersonated).toBe(true)
    const edited = await call(HOST.acme, 'PUT', '/wildcard/profile/update-profile', {
      cookie: session.cookie,
      body: { first_name: session.body.data.employee.first_name, phone: '+1 555 0199' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ phone: '+1 555 0199', impersonated: true })
    // The owner's own session is not impersonated.
    const own = await call(HOST.acme, 'PUT', '/wildcard/profile/update-profile', {
      cookie: await as.acmeOwner(),
      body: { first_name: session.body.data.employee.first_name },
    })
    expect(own.body.data.impersonated).toBe(false)
  })
})
