import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { sourceHash } from '@server/build/sourceHash'

const folder = `.source-hash-test-${process.pid}`
afterEach(() => fs.rmSync(path.join(rootDir, folder), { recursive: true, force: true }))

it('changes with a source file but not with what a build writes (its output, next-env.d.ts)', () => {
  fs.mkdirSync(path.join(rootDir, folder, '.next'), { recursive: true })
  fs.writeFileSync(path.join(rootDir, folder, 'page.ts'), 'export const a = 1\n')
  const before = sourceHash([folder])
  fs.writeFileSync(path.join(rootDir, folder, 'next-env.d.ts'), '/// <reference types="next" />\n')
  fs.writeFileSync(path.join(rootDir, folder, '.next', 'BUILD_ID'), 'x')
  expect(sourceHash([folder])).toBe(before)
  fs.writeFileSync(path.join(rootDir, folder, 'page.ts'), 'export const a = 2\n')
  expect(sourceHash([folder])).not.toBe(before)
})
