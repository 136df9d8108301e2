import { MONACO_VS_PATH } from '@domain/monacoPath'

/** Monaco's own stylesheet, served beside its files (server/platformServer.ts); ~390 KB with its icon font inlined. */
const MONACO_CSS = `${MONACO_VS_PATH}/editor/editor.main.css`

/**
 * The stylesheet is linked only when Monaco is wanted, so it never blocks the first paint of the exercise page
 * (docs/workspace.md "Editor"); the editor waits for it, so it is never drawn unstyled.
 */
function loadStylesheet(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[href="${MONACO_CSS}"]`)
  if (existing?.sheet) return Promise.resolve()
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: MONACO_CSS })
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    // A failed stylesheet must not keep the editor from opening: it works, only plainer.
    link.addEventListener('error', () => resolve(), { once: true })
  })
  if (!existing) document.head.append(link)
  return loaded
}

/**
 * The one entry to Monaco: a memoised dynamic import with its stylesheet. The editor starts it once the quick
 * code view has painted the learner's code; the answer dialog starts it when it opens.
 */
let loading: Promise<typeof import('./monacoSetup')> | null = null
export const loadMonaco = () => (loading ??= Promise.all([import('./monacoSetup'), loadStylesheet()]).then(([setup]) => setup))
