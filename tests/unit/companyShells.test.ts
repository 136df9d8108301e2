import { describe, expect, it } from 'vitest'
import { companyShellPath } from '@server/companyShells'

/** docs/routes.md "Server routes": each team page with an id in its address is one static shell, per locale. */
describe('the team pages’ static shells', () => {
  it('serve every team from one shell per kind of page, in each locale prefix', () => {
    expect(companyShellPath('/companies/123')).toBe('/companies/team')
    expect(companyShellPath('/companies/123/')).toBe('/companies/team')
    expect(companyShellPath('/companies/123/invitation')).toBe('/companies/invitation')
    expect(companyShellPath('/en/companies/7/edit')).toBe('/en/companies/edit')
    expect(companyShellPath('/id/companies/7/courses')).toBe('/id/companies/courses')
  })

  it('leave other paths alone', () => {
    expect(companyShellPath('/companies/subscription/new')).toBeNull()
    expect(companyShellPath('/en/companies/subscription/new')).toBeNull()
    expect(companyShellPath('/companies/team')).toBeNull()
    expect(companyShellPath('/companies/12/members')).toBeNull()
    expect(companyShellPath('/fr/companies/12')).toBeNull()
    expect(companyShellPath('/companies/12x')).toBeNull()
  })
})
