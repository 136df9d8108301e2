import { describe, expect, it } from 'vitest'
import { camelizeKeys } from '@cms/api/conventions/caseKeys'
import { passesCsrf } from '@cms/api/conventions/csrf'
import { forLog, MAX_LOGGED_STRING } from '@cms/api/conventions/failureLog'
import { sameSitePath } from '@domain/safeRedirect'
import { readSignedValue, signValue } from '@cms/api/conventions/signedValue'

describe('learner API conventions', () => {
  it('answers with camelCase keys, deeply, leaving values alone', () => {
    expect(camelizeKeys({ after_login_path: '/x', user: { display_ranking: true, joined_companies: [{ company_id: 1 }] }, list: ['snake_case'] })).toEqual({
      afterLoginPath: '/x', user: { displayRanking: true, joinedCompanies: [{ companyId: 1 }] }, list: ['snake_case'],
    })
  })

  it('logs long strings cut at 300 characters and sign-in and user payloads masked', () => {
    const logged = forLog({ user: { email: 'a@b.c', password: 'secret' }, password: 'secret', note: 'x'.repeat(1000), nested: { token: 't', ok: 1 } }) as Record<string, unknown>
    expect(logged.user).toBe('[masked]')
    expect(logged.password).toBe('[masked]')
    expect(logged.note).toBe(`${'x'.repeat(MAX_LOGGED_STRING)}…`)
    expect(logged.nested).toEqual({ token: '[masked]', ok: 1 })
  })

  it('asks state-changing cookie requests for the CSRF header matching the cookie', () => {
    const headers = (h: Record<string, string>) => new Headers(h)
    expect(passesCsrf('GET', headers({}))).toBe(true)
    expect(passesCsrf('POST', headers({ cookie: 'csrf_token=abc' }))).toBe(false)
    expect(passesCsrf('POST', headers({ cookie: 'csrf_token=abc', 'x-csrf-token': 'abd' }))).toBe(false)
    expect(passesCsrf('PUT', headers({ cookie: 'payload-token=j; csrf_token=abc', 'x-csrf-token': 'abc' }))).toBe(true)
    expect(passesCsrf('DELETE', headers({ authorization: 'JWT abc' }))).toBe(true)
  })
})

describe('redirect targets and signed values', () => {
  it('follows only paths on this site', () => {
    for (const path of ['/courses', '/en/rankings?period=week', '/lessons/html/study/1#top']) expect(sameSitePath(path)).toBe(path)
    for (const path of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example', 'https://evil.example/', 'courses', '/a b', '/x\ty', '', null, 42, `/${'a'.repeat(2048)}`]) {
      expect(sameSitePath(path)).toBeNull()
    }
  })

  it('gives back a signed value only for its purpose, unchanged and unexpired', () => {
    const now = Date.now()
    const value = signValue('secret', 'oidc-flow', '{"state":"s"}', now + 1_000)
    expect(readSignedValue('secret', 'oidc-flow', value, now)).toBe('{"state":"s"}')
    expect(readSignedValue('secret', 'site-preview', value, now)).toBeNull()
    expect(readSignedValue('other-secret', 'oidc-flow', value, now)).toBeNull()
    expect(readSignedValue('secret', 'oidc-flow', value, now + 2_000)).toBeNull()
    const [expiry, body, mac] = value.split('.')
    expect(readSignedValue('secret', 'oidc-flow', [expiry, Buffer.from('{"state":"t"}').toString('base64url'), mac].join('.'), now)).toBeNull()
    expect(readSignedValue('secret', 'oidc-flow', [Number(expiry) + 60_000, body, mac].join('.'), now)).toBeNull()
  })
})
