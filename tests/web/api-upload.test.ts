import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, onSessionExpired } from '@/lib/api'

/** Just enough XMLHttpRequest to drive the client: answers with `reply` after reporting progress. */
function fakeXhr(reply: { status: number; body: string } | 'network-error') {
  const sent: { method?: string; url?: string; withCredentials?: boolean; body?: unknown } = {}
  class FakeXhr {
    status = 0
    responseText = ''
    withCredentials = false
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    open(method: string, url: string) {
      Object.assign(sent, { method, url })
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.()
    }
    send(body: unknown) {
      Object.assign(sent, { body, withCredentials: this.withCredentials })
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 })
        if (reply === 'network-error') return this.onerror?.()
        this.status = reply.status
        this.responseText = reply.body
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
  onSessionExpired(null)
})

describe('api.upload', () => {
  it('reports progress and unwraps the envelope', async () => {
    const sent = fakeXhr({
      status: 201,
      body: JSON.stringify({ success: true, message: 'Resume uploaded.', errors: [], data: { id: 'r1' } }),
    })
    const progress: number[] = []
    const form = new FormData()
    const result = await api.upload('/wildcard/candidate-documents/upload', form, {
      onProgress: (p) => progress.push(p.percent),
    })
    expect(result).toEqual({ data: { id: 'r1' }, message: 'Resume uploaded.' })
    expect(progress).toEqual([25, 100])
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/v1/wildcard/candidate-documents/upload',
      withCredentials: true,
      body: form,
    })
  })

  it('throws ApiError with the server message and calls onSessionExpired on an expired session', async () => {
    const handler = vi.fn()
    onSessionExpired(handler)
    fakeXhr({
      status: 401,
      body: JSON.stringify({ success: false, message: 'Session Expired.', errors: [], data: null }),
    })
    await expect(api.upload('/wildcard/candidate-documents/upload', new FormData())).rejects.toMatchObject({
      status: 401,
      message: 'Session Expired.',
    })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('answers a network failure with status 0 and the network message', async () => {
    fakeXhr('network-error')
    const err = await api.upload('/wildcard/candidate-documents/upload', new FormData()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({
      status: 0,
      message: 'We could not reach the server. Check your connection and try again.',
    })
  })
})
