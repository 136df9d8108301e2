import { sessionRoutes } from '@domain/api/routes'
import { expiredSessionCookie, sessionCookie } from '../identity/sessionToken'
import { z } from 'zod'
import { LearnerApiError, learnerEndpoint, WithHeaders, type LearnerContext } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import { sendConfirmation } from '../account/emailConfirmation'
import { countFailedCode, passesSecondFactor } from '../twoFactor/twoFactor'
import { coursesPathFor, redirectLocation } from '@domain/safeRedirect'
import { endSession, sessionIdOf, startSession } from '../../collections/Users/sessions'
import { checkPassword, clearLoginFailures } from '../../collections/Users/signInGate'
import { countryAtSignUp } from './countryAtSignUp'

/** docs/learner-api.md "Session": the email checks, and passwords of 6 to 128 characters. */
const credentials = (locale: ApiLocale) =>
  z.object({
    email: z.string({ error: t(locale, 'api.emailRequired') }).trim().min(1, t(locale, 'api.emailRequired')).email(t(locale, 'api.emailInvalid')),
    password: z.string({ error: t(locale, 'api.passwordLength') }).min(6, t(locale, 'api.passwordLength')).max(128, t(locale, 'api.passwordLength')),
  })

/** Sign-up also asks for the display name the rankings show (editable in the settings). */
const registration = (locale: ApiLocale) =>
  credentials(locale).extend({
    name: z.string({ error: t(locale, 'api.nameRequired') }).trim().min(1, t(locale, 'api.nameRequired')).max(100, t(locale, 'api.nameTooLong')),
  })

/** The {user: {...}} body as credentials (with the name, for a sign-up), or the errors object of every bad field. */
function readCredentials(ctx: LearnerContext): z.output<ReturnType<typeof credentials>>
function readCredentials(ctx: LearnerContext, schema: typeof registration): z.output<ReturnType<typeof registration>>
function readCredentials(ctx: LearnerContext, schema: typeof credentials | typeof registration = credentials) {
  const parsed = schema(ctx.locale).safeParse(ctx.body.user ?? {})
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'base')] ??= []).push(issue.message)
  throw new LearnerApiError(422, errors)
}

/**
 * POST /users/sign_in.json with {user: {email, password}} (docs/learner-api.md "Session"; the server maps the root path here).
 * The password is checked the way Payload's login checks it (10 failures in a row lock the account for 10
 * minutes); a wrong one-time or backup code counts as a failure too. The session is opened only when the
 * sign-in is complete (docs/sessions.md): Payload's own login refuses two-factor accounts (signInGate.ts).
 * Answers afterLoginPath: the same-site `redirect` it was given, else the courses page. With two-factor on,
 * the first answer is {twoFactorRequired: true} and the form sends the credentials again with otp_attempt
 * (a 6-digit code) or backup_code.
 */
export const signIn = learnerEndpoint(sessionRoutes.signIn, async (ctx) => {
  const { email, password } = readCredentials(ctx)
  const known = await ctx.req.payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    select: { loginAttempts: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req: ctx.req,
  })
  if (known.docs.length === 0) throw ctx.fail(422, 'email', 'emailNotRegistered')
  const checked = await checkPassword(ctx.req, email, password)
  if (!checked.ok) throw checked.locked ? ctx.fail(423, 'base', 'lockedOut') : ctx.fail(422, 'password', 'passwordIncorrect')
  const { user } = checked
  // With two-factor on, the password alone opens nothing: the form asks for a code and sends all again.
  if (user.twoFactorEnabled) {
    const given = ctx.body.user as { otp_attempt?: unknown; backup_code?: unknown }
    const otp = typeof given.otp_attempt === 'string' ? given.otp_attempt : undefined
    const backupCode = typeof given.backup_code === 'string' ? given.backup_code : undefined
    if (!otp && !backupCode) return { twoFactorRequired: true }
    if (!(await passesSecondFactor(ctx.req.payload, user, { otp, backupCode }))) {
      await countFailedCode(ctx.req.payload, user.id, known.docs[0].loginAttempts ?? 0)
      throw ctx.fail(422, backupCode ? 'backup_code' : 'otp_attempt', 'otpInvalid')
    }
  }
  await clearLoginFailures(ctx.req, user.id)
  const token = await startSession(ctx.req, user)
  const afterLoginPath = redirectLocation(ctx.body.redirect, coursesPathFor(ctx.locale))
  return new WithHeaders({ afterLoginPath }, [['set-cookie', sessionCookie(ctx.req, token)]])
})

/**
 * DELETE /users/sign_out (docs/learner-api.md "Session"): ends the session on the server too (its token stops working at once,
 * its sockets close) and expires the cookie; 204.
 */
export const signOut = learnerEndpoint(sessionRoutes.signOut, async ({ req }) => {
  const sid = sessionIdOf(req.user)
  if (req.user && sid) await endSession(req.payload, req.user.id, sid)
  return new WithHeaders(null, [['set-cookie', expiredSessionCookie(req)]])
})

/**
 * POST /users.json with {user: {email, password}} (docs/learner-api.md "Session"): a learner account, signed in at once. Answers
 * afterRegisterLocation: /welcome in Japanese, the courses page otherwise; errors give errors.
 */
export const register = learnerEndpoint(sessionRoutes.register, async (ctx) => {
  const { email, password, name } = readCredentials(ctx, registration)
  const taken = await ctx.req.payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase() } }, overrideAccess: true, req: ctx.req })
  if (taken.totalDocs > 0) throw ctx.fail(422, 'email', 'emailTaken')
  const signedUp = await ctx.req.payload.create({ collection: 'users', data: { email, password, name, locale: ctx.locale, roles: ['learner'] }, overrideAccess: false, req: ctx.req })
  // The country is the server's to record (a staff-only field): the account's coupons depend on it.
  const countryCode = countryAtSignUp(ctx.req, ctx.locale)
  const created = countryCode ? await ctx.req.payload.update({ collection: 'users', id: signedUp.id, data: { countryCode }, overrideAccess: true, req: ctx.req }) : signedUp
  const token = await startSession(ctx.req, created)
  // The account works at once; the address is confirmed through the mailed link (userEmailStatus until then).
  await sendConfirmation(ctx.req.payload, created, { origin: ctx.req.origin ?? 'http://localhost', locale: ctx.locale }).catch((error: Error) =>
    ctx.req.payload.logger.error({ err: error, user: created.id }, 'could not send the confirmation email'),
  )
  const afterRegisterLocation = ctx.locale === 'ja' ? '/welcome' : coursesPathFor(ctx.locale)
  return new WithHeaders({ afterRegisterLocation }, [['set-cookie', sessionCookie(ctx.req, token)]])
})
