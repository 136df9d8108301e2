import { describe, expect, it } from 'vitest'

describe('the pinned Node', () => {
  it('runs every npm script on Node 24, whatever Node the PATH has', () => {
    expect(process.versions.node.split('.')[0]).toBe('24')
  })
})
