import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
  hitCount?: number
}

/**
 * V8 CPU profiles of the topology's Node processes (bench/README.md "Scale ceiling"): `env` makes every Node process
 * it starts write one at exit (`--cpu-prof`); summarise() adds up where each kind of process spent its samples.
 */
export function cpuProfiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-prof-'))
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`.trim() },
    /**
     * Each kind's busy samples by where they ran (a package, Node's internals, garbage collection, our own folders),
     * the largest first, as shares of that kind's busy samples. `kindOfPid` names the processes to count.
     */
    summarise(kindOfPid: (pid: number) => string | undefined, top = 8): Record<string, [string, number][]> {
      const byKind = new Map<string, Map<string, number>>()
      for (const file of fs.readdirSync(dir)) {
        const pid = Number(file.split('.')[3])
        const kind = kindOfPid(pid)
        if (!kind) continue
        const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { nodes: ProfileNode[] }
        const counts = byKind.get(kind) ?? new Map<string, number>()
        byKind.set(kind, counts)
        for (const node of profile.nodes) {
          const where = placeOf(node.callFrame)
          if (where) counts.set(where, (counts.get(where) ?? 0) + (node.hitCount ?? 0))
        }
      }
      fs.rmSync(dir, { recursive: true, force: true })
      return Object.fromEntries(
        [...byKind].map(([kind, counts]) => {
          const busy = [...counts.values()].reduce((a, b) => a + b, 0) || 1
          return [
            kind,
            [...counts]
              .sort((a, b) => b[1] - a[1])
              .slice(0, top)
              .map(([where, n]) => [where, n / busy] as [string, number]),
          ]
        }),
      )
    },
  }
}

/** Where a sample ran, coarsely; null for idle time (not busy). */
function placeOf({ functionName, url }: ProfileNode['callFrame']): string | null {
  if (functionName === '(idle)') return null
  if (functionName === '(garbage collector)') return 'garbage collection'
  if (functionName === '(program)') return 'V8 and native code (program)'
  if (url.startsWith('node:')) return "Node.js's own modules"
  const modules = url.lastIndexOf('/node_modules/')
  if (modules !== -1) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  const local = url.replace(/^file:\/\//, '')
  // The CMS runs from Next's server bundle, which holds Payload and our cms/ code together.
  if (local.includes('/.next/')) return "the CMS's Next bundle (Payload and cms/)"
  if (local.startsWith(rootDir)) return `our ${path.relative(rootDir, local).split(path.sep)[0]}/`
  return url ? 'other scripts' : `native (${functionName || 'anonymous'})`
}
