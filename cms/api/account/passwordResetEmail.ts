import type { PayloadRequest } from 'payload'
import { t } from '@domain/i18n/messages'

type Args = { req?: PayloadRequest; token?: string; user?: { locale?: string | null } } | undefined
const localeFor = (args: Args) => (args?.user?.locale === 'ja' || !args?.user?.locale ? 'ja' : 'en')

/**
 * Payload's forgot-password mail, pointing at the site's reset page (/users/password/edit) rather than the
 * admin's, for learners and staff alike.
 */
export const passwordResetEmail = {
  generateEmailSubject: (args: Args) => t(localeFor(args), 'email.passwordReset.subject'),
  generateEmailHTML: (args: Args) => {
    const locale = localeFor(args)
    const link = new URL('/users/password/edit', args?.req?.origin ?? process.env.PUBLIC_URL ?? 'http://localhost:3000')
    link.searchParams.set('reset_password_token', args?.token ?? '')
    const href = link.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    return `<p>${t(locale, 'email.passwordReset.lead')}</p><p><a href="${href}">${href}</a></p><p>${t(locale, 'email.passwordReset.ignore')}</p>`
  },
}
