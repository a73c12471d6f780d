import { afterEach, describe, expect, it } from 'vitest'
import { clearSecure, loadSecure, resetSecureKeyCache, saveSecure } from '@/lib/secure-storage'

const value = {
  session: { principal: 'admin', user: { email: 'owner@example.com' }, nodes: [] },
  googleAuth: { token: 'g-token' },
}

afterEach(() => resetSecureKeyCache())

describe('secure storage', () => {
  it('runs without IndexedDB here, which is the in-memory key path', () => {
    expect(typeof indexedDB).toBe('undefined')
  })

  it('round-trips a value', async () => {
    await saveSecure('auth', value)
    expect(await loadSecure('auth')).toEqual(value)
  })

  it('does not store plaintext', async () => {
    await saveSecure('auth', value)
    const raw = localStorage.getItem('hirely.secure.auth') ?? ''
    expect(raw).not.toBe('')
    expect(raw).not.toContain('owner@example.com')
    expect(raw).not.toContain('g-token')
    expect(Object.keys(JSON.parse(raw))).toEqual(expect.arrayContaining(['iv', 'ct']))
  })

  it('returns null and clears a tampered ciphertext', async () => {
    await saveSecure('auth', value)
    const sealed = JSON.parse(localStorage.getItem('hirely.secure.auth')!) as { ct: string }
    const bytes = Uint8Array.from(atob(sealed.ct), (c) => c.charCodeAt(0))
    bytes[0] = bytes[0]! ^ 0xff
    sealed.ct = btoa(String.fromCharCode(...bytes))
    localStorage.setItem('hirely.secure.auth', JSON.stringify(sealed))
    expect(await loadSecure('auth')).toBeNull()
    expect(localStorage.getItem('hirely.secure.auth')).toBeNull()
  })

  it('returns null for garbage and for a value sealed under another name', async () => {
    localStorage.setItem('hirely.secure.auth', 'not json')
    expect(await loadSecure('auth')).toBeNull()
    await saveSecure('other', value)
    localStorage.setItem('hirely.secure.auth', localStorage.getItem('hirely.secure.other')!)
    expect(await loadSecure('auth')).toBeNull()
  })

  it('cannot read values after the in-memory key is gone (a reload without IndexedDB)', async () => {
    await saveSecure('auth', value)
    resetSecureKeyCache()
    expect(await loadSecure('auth')).toBeNull()
  })

  it('clears a value', async () => {
    await saveSecure('auth', value)
    clearSecure('auth')
    expect(await loadSecure('auth')).toBeNull()
  })
})
