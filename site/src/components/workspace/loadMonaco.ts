/**
 * The one entry to Monaco: a memoised dynamic import. The exercise island starts it as soon as it mounts, so
 * the editor downloads while the session and the socket are being set up instead of after them.
 */
let loading: Promise<typeof import('./monacoSetup')> | null = null
export const loadMonaco = () => (loading ??= import('./monacoSetup'))
