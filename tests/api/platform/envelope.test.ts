import { SELF } from 'cloudflare:test'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { toErrorResponse } from '../../../worker/app'
import type { AppEnv } from '../../../worker/env'
import { ok } from '../../../worker/lib/envelope'
import { ApiError } from '../../../worker/lib/errors'
import { listQuery, PAGE_SIZE } from '../../../worker/lib/pagination'
import { validate } from '../../../worker/lib/validate'
import { z } from '../../../worker/schemas/zod'

describe('unknown routes', () => {
  it.each([
    ['GET', 'http://localhost:8787/api/v1/does-not-exist'],
    ['POST', 'http://localhost:8787/api/v1/admin/nothing-here'],
    ['DELETE', 'http://acme.localhost:8787/api/v1/wildcard/nothing'],
  ])('%s %s answers the 404 envelope', async (method, url) => {
    const res = await SELF.fetch(url, { method })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ success: false, errors: [], data: null })
    expect(typeof body.message).toBe('string')
  })

  it('carries a request id', async () => {
    const res = await SELF.fetch('http://localhost:8787/api/v1/admin/health_check', { method: 'POST' })
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/)
  })
})

// The wrapper and the error handler on a small app of their own, so each tier can be provoked.
const schema = z.object({
  email: z.email(),
  first_name: z.string().trim().min(2).max(20),
  password: z.string().min(1),
  age: z.number().int().min(18).optional(),
})
const app = new Hono<AppEnv>()
  .post('/validate', validate('json', schema), (c) => ok(c, 'Valid.', c.req.valid('json')))
  .get('/api-error', () => {
    throw new ApiError(409, 'Cannot move from closed to open.')
  })
  .get('/http-exception', () => {
    throw new HTTPException(413, { message: 'Payload too large.' })
  })
  .get('/crash', () => {
    throw new Error('database exploded')
  })
app.onError(toErrorResponse)

const postJson = (body: string) =>
  app.request('/validate', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('validate()', () => {
  it('passes valid input through', async () => {
    const res = await postJson(JSON.stringify({ email: 'a@b.co', first_name: 'Ann', password: 'x' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      success: true,
      message: 'Valid.',
      errors: [],
      data: { email: 'a@b.co', first_name: 'Ann', password: 'x' },
    })
  })

  it("answers the seed's messages for every field", async () => {
    const res = await postJson(JSON.stringify({ email: 'not-an-email', first_name: 'A', age: 12 }))
    expect(res.status).toBe(422)
    const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] }
    expect(body.errors).toEqual([
      { field: 'email', message: 'Email is not a valid email' },
      { field: 'first_name', message: 'First name must be at least 2 characters' },
      { field: 'password', message: 'Please enter Password' },
      { field: 'age', message: 'Age cannot be less than 18' },
    ])
    expect(body.message).toBe('Email is not a valid email')
  })

  it('says when a value is too long or of the wrong type', async () => {
    const res = await postJson(JSON.stringify({ email: 'a@b.co', first_name: 'x'.repeat(21), password: 5 }))
    const body = (await res.json()) as { errors: { field: string; message: string }[] }
    expect(body.errors).toEqual([
      { field: 'first_name', message: 'First name cannot be longer than 20 characters' },
      { field: 'password', message: 'Password is not a valid string' },
    ])
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await postJson('{"email": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      errors: [],
      data: null,
    })
  })
})

describe('onError', () => {
  it('answers an ApiError as it is', async () => {
    const res = await app.request('/api-error')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      success: false,
      message: 'Cannot move from closed to open.',
      errors: [],
      data: null,
    })
  })

  it("maps Hono's HTTPException by status", async () => {
    const res = await app.request('/http-exception')
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ success: false, message: 'Payload too large.' })
  })

  it('hides anything else behind a generic 500', async () => {
    const res = await app.request('/crash')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
      errors: [],
      data: null,
    })
  })
})

describe('list queries', () => {
  it('defaults to page 1 and the page size of the list', () => {
    expect(listQuery().parse({})).toMatchObject({ page: 1, limit: 10, order: 'desc' })
    expect(listQuery(PAGE_SIZE.candidates).parse({})).toMatchObject({ limit: 12 })
    expect([PAGE_SIZE.departments, PAGE_SIZE.employees, PAGE_SIZE.branches, PAGE_SIZE.plans]).toEqual([12, 12, 12, 12])
  })

  it('clamps the limit at 100 and refuses nonsense', () => {
    expect(listQuery().parse({ page: '3', limit: '1000' })).toMatchObject({ page: 3, limit: 100 })
    expect(listQuery().safeParse({ page: '0' }).success).toBe(false)
    expect(listQuery().safeParse({ page: 'two' }).success).toBe(false)
  })
})
