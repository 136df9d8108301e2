import type { HomeEntry, NativeHost } from '@plugins/contract'

/** At most this many entries are listed; contents stop once this many bytes were read (docs/terminal.md "Judging"). */
const MAX_ENTRIES = 2000
const MAX_CONTENT_BYTES = 2 * 2 ** 20
const FILE_BYTES = 64 * 1024

/**
 * bash builtins only (the step may start no process): every entry under the home but the insides of `.git`
 * folders, its type, and a file's first 64 KB. `**` does not follow links into folders, and a link is
 * reported as a link, never read, so nothing outside the home is listed.
 */
const LIST = `
shopt -s globstar dotglob nullglob
n=0; total=0
for p in **; do
  [[ $p == .git/* || $p == */.git/* ]] && continue
  (( n++ >= ${MAX_ENTRIES} )) && break
  if [[ -L $p ]]; then printf 'l\\0%s\\0\\0' "$p"
  elif [[ -d $p ]]; then printf 'd\\0%s\\0\\0' "$p"
  elif [[ -f $p ]]; then
    c=
    if (( total < ${MAX_CONTENT_BYTES} )); then IFS= read -r -d '' -N ${FILE_BYTES} c < "$p"; (( total += \${#c} )); printf 'f\\0%s\\0%s\\0' "$p" "$c"
    else printf 'F\\0%s\\0\\0' "$p"; fi
  fi
done
`
const TYPES = { l: 'link', d: 'directory', f: 'file', F: 'file' } as const

/** Lists a terminal's home (the host folder `home`) from inside a sandbox step that reads it read-only. */
export async function listHome(host: NativeHost, home: string): Promise<HomeEntry[]> {
  const result = await host.exec({
    command: ['/usr/bin/bash', '--noprofile', '--norc', '-c', LIST],
    workDir: home,
    env: { LANG: 'C' },
    timeMs: 10_000,
    outputBytes: MAX_CONTENT_BYTES + MAX_ENTRIES * 512,
    memoryMb: 128,
  })
  if (result.status !== 'ok') throw new Error(`listing the terminal's home failed: ${result.status} ${result.stderr.slice(0, 200)}`)
  const fields = result.stdout.split('\0')
  const entries: HomeEntry[] = []
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const type = TYPES[fields[i] as keyof typeof TYPES]
    if (!type) break
    entries.push({ path: fields[i + 1], type, ...(fields[i] === 'f' && { content: fields[i + 2] }) })
  }
  return entries
}
