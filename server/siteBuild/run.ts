import { spawn } from 'node:child_process'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

/** Runs a package's JS entry with this very Node (24, from the `node` devDependency), from the repo root unless told. */
export function runNodeScript(entry: string, args: string[], env: Record<string, string> = {}, label = path.basename(entry), cwd = rootDir): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(rootDir, entry), ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

export const BIN = {
  next: 'node_modules/next/dist/bin/next',
  payload: 'node_modules/payload/bin.js',
  astro: 'node_modules/astro/bin/astro.mjs',
} as const
