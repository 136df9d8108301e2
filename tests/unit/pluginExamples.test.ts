import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { differences, readExamples } from '@judge/conformance/examples'
import { pluginsDir } from '@judge/pluginHost/loader'

describe("a plugin's golden examples", () => {
  it('are read from their folders: the files, stdin and the expected output', () => {
    const examples = readExamples(path.join(pluginsDir, 'python'))
    expect(examples.map((e) => e.name)).toContain('undefined-name')
    const echo = examples.find((e) => e.name === 'stdin-echo')!
    expect(echo).toEqual({ name: 'stdin-echo', files: [{ path: 'main.py', content: expect.stringContaining('input()') }], stdin: 'ninja\n', expected: { status: 'ok', stdout: 'NINJA\n' } })
  })

  it('match only an output with every expected part, and name what differs', () => {
    const expected = { status: 'error' as const, stdout: 'ok\n', error: { category: 'undefinedName' as const, name: 'nmae', line: 2 } }
    const output = { status: 'error' as const, stdout: 'ok\n', stderr: '', durationMs: 3, error: { message: "NameError: name 'nmae' is not defined", kind: 'NameError', category: 'undefinedName' as const, name: 'nmae', line: 2 } }
    expect(differences(output, expected)).toEqual([])
    expect(differences({ ...output, error: { ...output.error, line: 3 } }, expected)).toEqual(['error.line 3, expected 2'])
    expect(differences({ ...output, status: 'timeout', stdout: '' }, expected)).toEqual(['status timeout, expected error', 'stdout "", expected "ok\\n"'])
    expect(differences({ status: 'ok', stdout: '', stderr: '', durationMs: 1, preview: '<h1>Hi</h1>' }, { status: 'ok', previewIncludes: ['<h1>Hi</h1>', 'teal'] })).toEqual(['the preview lacks "teal"'])
  })
})
