import type { SourceFile } from '@plugins/contract'

/**
 * The learner's files as the server put them into the exercise page it served (docs/workspace.md "Code in the
 * page"): the static page carries an empty `<script type="application/json" id="ws-initial-files">` that the
 * platform server fills for a signed-in learner the page is open to, so the code shows without waiting for the
 * session call and the socket.
 */
export const INITIAL_FILES_ID = 'ws-initial-files'

/** The first file's code, highlighted and painted by the server where the editor will be, until the workspace shows its own. */
export const PAGE_CODE_ID = 'ws-page-code'

export interface InitialFiles {
  userId: number | string
  pageId: number | string
  files: SourceFile[]
}

/** The element's JSON, safe inside a script element whatever the learner wrote (`</script>`, `<!--`). */
export const serializeInitialFiles = (initial: InitialFiles) =>
  JSON.stringify(initial).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/** The placeholder the static exercise page carries, exactly as the platform server looks for it. */
export const initialFilesPlaceholder = (pageId: number | string) => `<script type="application/json" id="${INITIAL_FILES_ID}" data-page-id="${pageId}"></script>`
