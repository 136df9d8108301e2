import { $session } from '../stores/session'
import { readCookie, writeCookie } from './cookies'
import { splitLocale } from '@domain/i18n/routes'

export const SMART_BANNER = { closedCookie: 'smartbanner-closed', installedCookie: 'smartbanner-installed', closedDays: 7, installedDays: 30 } as const

/** The platform whose store the banner leads this browser to, or null when the banner is not for it (docs/routes.md "Smart banner"). */
export function bannerPlatform(userAgent: string): 'ios' | 'android' | null {
  const ios = /iPhone|iPad|iPod/.exec(userAgent)
  if (ios) {
    const major = Number(/OS (\d+)_/.exec(userAgent)?.[1] ?? 0)
    const mobileSafari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
    return major < 6 || !mobileSafari ? 'ios' : null
  }
  return /Android/.test(userAgent) ? 'android' : null
}

export function startSmartBanner() {
  const banner = document.querySelector<HTMLElement>('[data-smart-banner]')
  if (!banner) return
  const onMainDocument = /^\/docs\/?$/.test(splitLocale(location.pathname).path)
  const dismissed = readCookie(SMART_BANNER.closedCookie) || readCookie(SMART_BANNER.installedCookie)
  const platform = bannerPlatform(navigator.userAgent)
  // The app may be in one store only (SmartBanner.astro): no banner where there is nothing to get.
  const store = platform && banner.dataset[platform]
  if (onMainDocument || dismissed || !store) return
  banner.querySelector<HTMLAnchorElement>('[data-smart-install]')!.href = store
  $session.subscribe(({ loaded, user }) => {
    if (!loaded) return
    const country = user?.countryCode ?? readCookie('country')
    banner.hidden = country?.toUpperCase() === 'ID'
  })
  banner.querySelector('[data-smart-close]')?.addEventListener('click', () => {
    writeCookie(SMART_BANNER.closedCookie, '1', SMART_BANNER.closedDays)
    banner.hidden = true
  })
  banner.querySelector('[data-smart-install]')?.addEventListener('click', () => {
    writeCookie(SMART_BANNER.installedCookie, '1', SMART_BANNER.installedDays)
    banner.hidden = true
  })
}
