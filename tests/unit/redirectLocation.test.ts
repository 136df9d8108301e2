import { describe, expect, it } from 'vitest'
import { redirectLocation, sameSitePath } from '@domain/safeRedirect'
import { switchLocalePath } from '@domain/i18n/routes'

/** docs/sessions.md "Redirects": every Location goes through redirectLocation and never leaves the site. */
describe('redirectLocation', () => {
  const OFF_SITE = [
    '//evil.example',
    '//evil.example/x?y=1',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/x\\y',
  ]

  it('answers the fallback for other hosts, backslashes, their encoded forms and control characters', () => {
    for (const path of OFF_SITE) expect(redirectLocation(path, '/home'), JSON.stringify(path)).toBe('/home')
    for (const value of [null, undefined, 42, {}, '', 'courses', `/${'a'.repeat(2048)}`]) expect(redirectLocation(value)).toBe('/')
  })

  it('keeps same-site paths, with their query and fragment, encoded characters included', () => {
    for (const path of ['/', '/courses', '/en/rankings?period=week', '/lessons/html/study/1#top', '/search?q=a%20b', '/en/%E3%81%82', '/a/b//c']) {
      expect(redirectLocation(path, '/home')).toBe(path)
      expect(sameSitePath(path)).toBe(path)
    }
  })

  it('refuses what a locale prefix hid: "/en//host" and nested prefixes become another host once the prefix goes', () => {
    for (const hidden of ['/en//evil.example', '/id//evil.example', '/en/en//evil.example', '/en/%2F/evil.example', '/en/%252F%252Fevil.example']) {
      // Acceptable as given (a path under /en) …
      const given = sameSitePath(hidden)
      // … but the locale switch strips the prefix, and the final Location is checked again.
      const location = redirectLocation(given && switchLocalePath(given, 'ja'), '/')
      expect(location.startsWith('/') && !/^\/[/\\]/.test(location) && !/^\/(%2F|%5C)/i.test(decodeURIComponent(location)), `${hidden} → ${location}`).toBe(true)
    }
    expect(redirectLocation(switchLocalePath('/en//evil.example', 'ja'))).toBe('/')
    expect(redirectLocation(switchLocalePath('/en/courses?x=1', 'ja'))).toBe('/courses?x=1')
  })
})
