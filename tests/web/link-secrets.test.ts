import { describe, expect, it, vi } from 'vitest'
import { linkSecret, takeLinkSecrets } from '@/lib/link-secrets'

/** The address bar of a page opened from `href`, and what the page rewrote it to. */
function open(href: string) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() }
  takeLinkSecrets({ href }, history)
  return { history, shown: history.replaceState.mock.calls.at(-1)?.[2] as string | undefined }
}

describe('takeLinkSecrets', () => {
  it('takes a token from the fragment and leaves the rest of the address', () => {
    const { history, shown } = open(
      'http://acme.localhost/auth/accept-invitation?email=ada%40acme.example#token=secret-from-fragment',
    )
    expect(linkSecret('token')).toBe('secret-from-fragment')
    expect(shown).toBe('/auth/accept-invitation?email=ada%40acme.example')
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', shown)
  })

  it('cleans an older ?token= link the same way, keeping other parameters', () => {
    const { shown } = open('http://acme.localhost/documents/upload?token=secret-from-query&lang=de')
    expect(linkSecret('token')).toBe('secret-from-query')
    expect(shown).toBe('/documents/upload?lang=de')
  })

  it('keeps other fragment parameters', () => {
    const { shown } = open('http://acme.localhost/auth/impersonate#token=t-1&next=dashboard')
    expect(linkSecret('token')).toBe('t-1')
    expect(shown).toBe('/auth/impersonate#next=dashboard')
  })

  it('leaves an address without a token alone', () => {
    const { history } = open('http://acme.localhost/jobs/1#apply')
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('runs on the real address bar: the token is gone from location and history', () => {
    window.history.replaceState(null, '', '/auth/impersonate#token=live-token')
    takeLinkSecrets()
    expect(linkSecret('token')).toBe('live-token')
    expect(window.location.href).not.toContain('live-token')
    expect(window.location.pathname).toBe('/auth/impersonate')
  })
})
