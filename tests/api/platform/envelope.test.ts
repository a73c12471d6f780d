import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('the envelope', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await SELF.fetch('http://localhost:8787/api/v1/does-not-exist')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'Route not found.', errors: [], data: null })
  })
})
