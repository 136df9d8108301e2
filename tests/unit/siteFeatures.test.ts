import { describe, expect, it } from 'vitest'
import { siteFeatures } from '@site/lib/siteFeatures'
import { bannerPlatform } from '@site/lib/smartBanner'

const OIDC = { OIDC_ISSUER: 'https://id.example.test', OIDC_CLIENT_ID: 'open-learn' }
const STORES = { APP_STORE_URL: 'https://apps.apple.com/app/id1', GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=x' }

describe('siteFeatures: what the build advertises (docs/site.md "No dead ends")', () => {
  it('offers neither external sign-in nor the app when nothing is configured, or only empty values', () => {
    expect(siteFeatures({})).toEqual({ externalSignIn: false, app: null })
    expect(siteFeatures({ OIDC_ISSUER: '', APP_STORE_URL: '', GOOGLE_PLAY_URL: '' })).toEqual({ externalSignIn: false, app: null })
  })

  it('offers each when configured, the app with the stores it is in', () => {
    expect(siteFeatures({ ...OIDC, ...STORES })).toEqual({ externalSignIn: true, app: { ios: STORES.APP_STORE_URL, android: STORES.GOOGLE_PLAY_URL } })
    expect(siteFeatures({ GOOGLE_PLAY_URL: STORES.GOOGLE_PLAY_URL }).app).toEqual({ android: STORES.GOOGLE_PLAY_URL })
  })

  it('refuses a half-made configuration, naming what is wrong, rather than advertise what would fail', () => {
    expect(() => siteFeatures({ OIDC_ISSUER: 'https://id.example.test' })).toThrow(/OIDC_CLIENT_ID/)
    expect(() => siteFeatures({ APP_STORE_URL: 'http://apps.apple.com/app/id1' })).toThrow(/APP_STORE_URL must be an https address/)
    expect(() => siteFeatures({ GOOGLE_PLAY_URL: 'play.google.com' })).toThrow(/GOOGLE_PLAY_URL/)
  })
})

describe('bannerPlatform: whose store the smart banner leads to (docs/routes.md "Smart banner")', () => {
  it('is iOS outside Mobile Safari (or before iOS 6), Android on Android, and nobody elsewhere', () => {
    expect(bannerPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1')).toBe('ios')
    expect(bannerPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 5_1 like Mac OS X) AppleWebKit/534.46 (KHTML, like Gecko) Version/5.1 Mobile/9B179 Safari/7534.48.3')).toBe('ios')
    expect(bannerPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe(null)
    expect(bannerPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('android')
    expect(bannerPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(null)
  })
})
