import { MONACO_VS_PATH } from '@domain/monacoPath'
import { linkStylesheet } from './stylesheet'

/** Monaco's own stylesheet, served beside its files (server/platformServer.ts); ~390 KB with its icon font inlined. */
const MONACO_CSS = `${MONACO_VS_PATH}/editor/editor.main.css`

/**
 * The one entry to Monaco: a memoised dynamic import with its stylesheet. The editor starts it once the quick
 * code view has painted the learner's code; the answer dialog starts it when it opens. The stylesheet is linked
 * only then, so it never blocks the first paint of the exercise page (docs/workspace.md "Editor"); the editor
 * waits for it, so it is never drawn unstyled.
 */
let loading: Promise<typeof import('./monacoSetup')> | null = null
export const loadMonaco = () => (loading ??= Promise.all([import('./monacoSetup'), linkStylesheet(MONACO_CSS)]).then(([setup]) => setup))
