import { $session } from '../stores/session'
import { readCookie, writeCookie } from './cookies'
import { splitLocale } from '@domain/i18n/routes'

export const SMART_BANNER = { closedCookie: 'smartbanner-closed', installedCookie: 'smartbanner-installed', closedDays: 7, installedDays: 30 } as const

/** Whether this browser is one the banner is for (docs/routes.md "Smart banner"). */
export function isBannerPlatform(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.exec(userAgent)
  if (ios) {
    const major = Number(/OS (\d+)_/.exec(userAgent)?.[1] ?? 0)
    const mobileSafari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
    return major < 6 || !mobileSafari
  }
  return /Android/.test(userAgent)
}

export function startSmartBanner() {
  const banner = document.querySelector<HTMLElement>('[data-smart-banner]')
  if (!banner) return
  const onMainDocument = /^\/docs\/?$/.test(splitLocale(location.pathname).path)
  const dismissed = readCookie(SMART_BANNER.closedCookie) || readCookie(SMART_BANNER.installedCookie)
  if (onMainDocument || dismissed || !isBannerPlatform(navigator.userAgent)) return
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
