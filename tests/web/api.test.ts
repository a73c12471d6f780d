import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  api,
  DEFAULT_ERROR_MESSAGE,
  filenameFromDisposition,
  NETWORK_ERROR_MESSAGE,
  onSessionExpired,
  toSearchParams,
} from '@/lib/api'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  onSessionExpired(null)
})

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ApiError)
  return err as ApiError
}

describe('api client', () => {
  it('returns data on success and the message through send()', async () => {
    fetchMock.mockResolvedValue(
      json({ success: true, message: 'Departments fetched.', errors: [], data: { rows: [1, 2] } }),
    )
    await expect(api.get('/wildcard/departments')).resolves.toEqual({ rows: [1, 2] })

    fetchMock.mockResolvedValue(
      json({ success: true, message: 'Department created.', errors: [], data: { id: 'd1' } }, 201),
    )
    await expect(api.send('post', '/wildcard/departments', { json: { name: 'R&D' } })).resolves.toEqual({
      data: { id: 'd1' },
      message: 'Department created.',
    })
  })

  it('sends credentials, JSON bodies and a query without empty values', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: '', errors: [], data: null }))
    await api.post('/wildcard/auth/login', { json: { email: 'a@b.co' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/wildcard/auth/login')
    expect(init?.credentials).toBe('include')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(init?.body).toBe('{"email":"a@b.co"}')

    await api.get('/wildcard/candidates', {
      query: { page: 2, limit: 10, search: '', status: undefined, sort: null, source: ['a', 'b'] },
    })
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/wildcard/candidates?page=2&limit=10&source=a&source=b')
  })

  it('fills path parameters, encoded, and sends no body without one', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: '', errors: [], data: null }))
    await api.delete('/wildcard/business_branches/:id', { param: { id: 'd 1/2' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/wildcard/business_branches/d%201%2F2')
    expect(init?.method).toBe('DELETE')
    expect(init?.body).toBeUndefined()
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull()
  })

  it('takes the error message from message, then error, then detail, then the default', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, message: 'Department not found.', error: 'x', detail: 'y' }, 404),
    )
    let err = await failure(api.get('/wildcard/departments'))
    expect([err.status, err.message]).toEqual([404, 'Department not found.'])

    fetchMock.mockResolvedValueOnce(json({ error: 'Bad gateway', detail: 'y' }, 502))
    err = await failure(api.get('/wildcard/departments'))
    expect([err.status, err.message]).toEqual([502, 'Bad gateway'])

    fetchMock.mockResolvedValueOnce(json({ detail: 'Too many requests' }, 429))
    err = await failure(api.get('/wildcard/departments'))
    expect([err.status, err.message]).toEqual([429, 'Too many requests'])

    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 503 }))
    err = await failure(api.get('/wildcard/departments'))
    expect([err.status, err.message, err.errors]).toEqual([503, DEFAULT_ERROR_MESSAGE, []])
  })

  it('passes the errors list on, empty when absent', async () => {
    const errors = [{ field: 'email', message: 'Please enter Email' }]
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Validation failed.', errors, data: null }, 400))
    expect((await failure(api.post('/wildcard/departments', { json: { name: 'R&D' } }))).errors).toEqual(errors)

    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Conflict.' }, 409))
    expect((await failure(api.post('/wildcard/departments', { json: { name: 'R&D' } }))).errors).toEqual([])
  })

  it('answers a network failure with status 0 and the network message (screens offer a retry)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const err = await failure(api.get('/wildcard/departments'))
    expect([err.status, err.message, err.errors]).toEqual([0, NETWORK_ERROR_MESSAGE, []])
  })

  it('calls onSessionExpired exactly once on a 401 Session Expired.', async () => {
    const handler = vi.fn()
    onSessionExpired(handler)
    fetchMock.mockResolvedValue(json({ success: false, message: 'Session Expired.', errors: [], data: null }, 401))
    const err = await failure(api.post('/wildcard/auth/verify-me'))
    expect(err.message).toBe('Session Expired.')
    expect(handler).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValue(json({ success: false, message: 'Authorization Failed.', errors: [], data: null }, 401))
    await failure(api.post('/wildcard/auth/verify-me'))
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('does not call onSessionExpired for skipAuthRedirect calls or other 401s', async () => {
    const handler = vi.fn()
    onSessionExpired(handler)
    fetchMock.mockResolvedValue(json({ success: false, message: 'Session Expired.', errors: [], data: null }, 401))
    await failure(api.post('/wildcard/auth/login', { json: { email: 'a@b.co' } }, { skipAuthRedirect: true }))
    fetchMock.mockResolvedValue(
      json({ success: false, message: 'Invalid email or password.', errors: [], data: null }, 401),
    )
    await failure(api.post('/wildcard/auth/login', { json: {} }))
    expect(handler).not.toHaveBeenCalled()
  })

  it('downloads a blob under the Content-Disposition filename', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\n1,2', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="transactions.csv"' },
      }),
    )
    const { blob, filename } = await api.download(
      '/wildcard/candidates/export/details',
      { query: { format: 'csv' } },
      { save: false },
    )
    expect(filename).toBe('transactions.csv')
    expect(await blob.text()).toBe('a,b\n1,2')
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/wildcard/candidates/export/details?format=csv')
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Accept')).toBe('*/*')
  })

  it('turns a failed download into an ApiError from the envelope', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, message: 'Transaction not found.', errors: [], data: null }, 404),
    )
    const err = await failure(api.download('/wildcard/payments/:id/invoice-link', { param: { id: 't1' } }))
    expect([err.status, err.message]).toEqual([404, 'Transaction not found.'])
  })

  it('reads both filename forms and serializes queries', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf')
    expect(filenameFromDisposition('attachment; filename=offer.pdf')).toBe('offer.pdf')
    expect(filenameFromDisposition(null)).toBeNull()
    expect(toSearchParams({ a: 0, b: false, c: '' })).toBe('a=0&b=false')
  })
})
