import type { PayloadRequest } from 'payload'

const TEXTS = {
  ja: { subject: 'パスワードの再設定', lead: 'パスワードを再設定するには、次のリンクを開いてください(1時間有効です)。', ignore: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変わりません。' },
  en: { subject: 'Reset your password', lead: 'Open this link to choose a new password (it works for one hour):', ignore: 'If you did not ask for this, ignore this email; your password stays as it is.' },
}

type Args = { req?: PayloadRequest; token?: string; user?: { locale?: string | null } } | undefined
const textsFor = (args: Args) => (args?.user?.locale === 'ja' || !args?.user?.locale ? TEXTS.ja : TEXTS.en)

/**
 * Payload's forgot-password mail, pointing at the site's reset page (/users/password/edit) rather than the
 * admin's, for learners and staff alike.
 */
export const passwordResetEmail = {
  generateEmailSubject: (args: Args) => textsFor(args).subject,
  generateEmailHTML: (args: Args) => {
    const texts = textsFor(args)
    const link = new URL('/users/password/edit', args?.req?.origin ?? process.env.PUBLIC_URL ?? 'http://localhost:3000')
    link.searchParams.set('reset_password_token', args?.token ?? '')
    const href = link.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    return `<p>${texts.lead}</p><p><a href="${href}">${href}</a></p><p>${texts.ignore}</p>`
  },
}
