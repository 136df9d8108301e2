import { describe, expect, it } from 'vitest'
import { dummyEmailFor, isDummyEmail } from '@cms/api/identity/dummyEmail'

describe('the dummy address of identity-provider accounts without an email', () => {
  it('is one address per identity, in the reserved .invalid domain, and recognised as dummy', () => {
    const address = dummyEmailFor('https://id.example', 'user-1')
    expect(address).toMatch(/^oidc-[0-9a-f]{24}@no-email\.invalid$/)
    expect(dummyEmailFor('https://id.example', 'user-1')).toBe(address)
    expect(dummyEmailFor('https://id.example', 'user-2')).not.toBe(address)
    expect(dummyEmailFor('https://other.example', 'user-1')).not.toBe(address)
    expect([isDummyEmail(address), isDummyEmail(address.toUpperCase()), isDummyEmail('hana@example.test'), isDummyEmail(null)]).toEqual([true, true, false, false])
  })
})
