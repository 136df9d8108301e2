import { learnerEndpoint, plainEndpoint } from '../conventions/learnerEndpoint'
import { accountRoutes } from '@domain/api/routes'
import { confirmEmail, sendConfirmation } from './emailConfirmation'
import { redirectLocation, sameSitePath } from '@domain/safeRedirect'
import { flashCookie } from '../conventions/secureCookies'
import { isDummyEmail } from '../identity/dummyEmail'


/**
 * GET /users/confirmation?confirmation_token=…&redirect=… (the link in the confirmation mail; the server maps
 * the public path here): confirms the address and returns to the site with a flash message saying so, or
 * saying the link is no longer valid.
 */
export const confirmationLink = plainEndpoint(accountRoutes.confirmationLink, async (req) => {
  const token = req.searchParams.get('confirmation_token') ?? ''
  const confirmed = await confirmEmail(req.payload, token)
  const target = redirectLocation(req.searchParams.get('redirect'), '/courses')
  const flash = confirmed ? 'notice:emailConfirmed' : 'alert:confirmationInvalid'
  return new Response(null, { status: 302, headers: { location: target, 'set-cookie': flashCookie(flash), 'cache-control': 'no-store' } })
})

/**
 * PATCH /api/users/send_confirmation {after_confirmation_redirect_destination} (docs/learner-api.md "Account"): mails a new
 * confirmation link (the old one stops working), to the pending new address while an email change waits.
 * 204.
 */
export const resendConfirmation = learnerEndpoint(accountRoutes.sendConfirmation, async ({ req, user, body, locale }) => {
  // Nothing waits for confirmation: a confirmed address without a pending change, or only the dummy address.
  if (!user.pendingEmail && (user.emailConfirmedAt || isDummyEmail(user.email))) return null
  const redirect = sameSitePath(body.after_confirmation_redirect_destination ?? body.afterConfirmationRedirectDestination)
  await sendConfirmation(req.payload, user, { origin: req.origin ?? 'http://localhost', locale, redirect })
  return null
}, { signedIn: true })
