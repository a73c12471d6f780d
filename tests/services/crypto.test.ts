import { describe, expect, it } from 'vitest'
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../worker/lib/crypto'
import { sixDigits } from '../../worker/services/otp'

describe('password hashing', () => {
  it('uses no more PBKDF2 iterations than production accepts (100,000)', async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000)
    const stored = await hashPassword('Secret@123')
    expect(stored).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
  })

  it('salts: the same password hashes differently and both verify', async () => {
    const a = await hashPassword('Secret@123')
    const b = await hashPassword('Secret@123')
    expect(a).not.toBe(b)
    expect(await verifyPassword('Secret@123', a)).toBe(true)
    expect(await verifyPassword('Secret@123', b)).toBe(true)
    expect(await verifyPassword('secret@123', a)).toBe(false)
    expect(await verifyPassword('Secret@123', null)).toBe(false)
    expect(await verifyPassword('Secret@123', 'garbage')).toBe(false)
  })
})

describe('one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 200; i++) expect(sixDigits()).toMatch(/^\d{6}$/)
  })
})
