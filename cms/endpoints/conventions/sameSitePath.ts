/** A path on this site ("/x", not "//host/x" or a URL), else null: redirects never lead elsewhere. */
export const sameSitePath = (value: unknown): string | null => (typeof value === 'string' && /^\/(?!\/)/.test(value) && value.length <= 2048 ? value : null)
