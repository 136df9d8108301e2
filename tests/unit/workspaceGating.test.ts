import { describe, expect, it } from 'vitest'
import { isAccessible, nextPage, pageAccess, type Entitlements } from '@site/components/workspace/gating'
import type { PageSummary } from '@site/lib/curriculum'

const free: Entitlements = { staff: false, plus: false, professional: false }
const plus: Entitlements = { ...free, plus: true }
const staff: Entitlements = { ...free, staff: true }
const page = (planType: PageSummary['planType'], required: number | null = null) => ({ planType, orderOfEarlierPageRequiringCompletion: required })

describe('page access in the page list (docs/workspace.md "Page access")', () => {
  it('lets plus pages open for plus and professional members and staff, professional pages for professionals only', () => {
    expect([null, free, plus, { ...free, professional: true }, staff].map((who) => isAccessible('plus', who))).toEqual([false, false, true, true, true])
    expect([free, plus, { ...free, professional: true }, staff].map((who) => isAccessible('professional', who))).toEqual([false, false, true, true])
    expect(isAccessible('basic', null)).toBe(true)
  })

  it('names the earlier page to finish before the plan, and lets staff skip ahead', () => {
    expect(pageAccess(page('plus', 6), free, new Set())).toEqual({ kind: 'order', requiredOrder: 6 })
    expect(pageAccess(page('plus', 6), free, new Set([6]))).toEqual({ kind: 'plan', plan: 'plus' })
    expect(pageAccess(page('professional'), plus, new Set())).toEqual({ kind: 'plan', plan: 'professional' })
    expect(pageAccess(page('basic', 2), staff, new Set())).toEqual({ kind: 'open' })
    expect(pageAccess(page('basic', 2), plus, new Set([2]))).toEqual({ kind: 'open' })
  })

  it('finds the next page in lesson order, and none after the last', () => {
    const pages = [{ id: 1 }, { id: 2 }, { id: 3 }] as PageSummary[]
    expect(nextPage(pages, 2)?.id).toBe(3)
    expect(nextPage(pages, 3)).toBeNull()
  })
})
