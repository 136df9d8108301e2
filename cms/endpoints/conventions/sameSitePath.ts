/**
 * A path on this site ("/x", not "//host/x", a URL, or "/\host/x", which browsers read as "//host/x"), else
 * null: redirects never lead elsewhere. Whitespace is refused too (browsers strip some of it).
 */
export const sameSitePath = (value: unknown): string | null => (typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2048 ? value : null)

/** The courses page in the caller's interface locale (ja has no prefix), where account calls lead by default. */
export const coursesPathFor = (locale: 'ja' | 'en' | 'id') => (locale === 'ja' ? '/courses' : `/${locale}/courses`)
