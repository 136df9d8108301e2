// The virtual module site/integrations/workspaceMessages.ts generates from the message catalog.

/** The workspace's part of the catalog (domain/i18n/workspaceMessages.ts) in every locale. */
declare module 'virtual:workspace-messages' {
  const catalogs: Record<import('@domain/i18n/locales').Locale, Readonly<Record<string, string>>>
  export default catalogs
}
