// Node loads this module itself (astro.config.mjs through site/integrations/workspaceMessages.ts): keep it free of
// imports and of TypeScript syntax Node cannot strip.

/**
 * The catalog keys the workspace island uses in the browser, by prefix (docs/messages.md "In the browser"): only
 * these go into its bundle, in every locale, instead of the whole catalog (most of the island's script by size).
 */
export const WORKSPACE_MESSAGE_PREFIXES = ['ws.', 'judge.', 'files.', 'reminder.', 'socket.', 'terminal.', 'site.name'] as const

/** Whether `key` belongs to the workspace's part of the catalog. */
export const isWorkspaceMessage = (key: string) => WORKSPACE_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))
