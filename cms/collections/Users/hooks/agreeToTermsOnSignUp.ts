import type { CollectionBeforeChangeHook } from 'payload'

/** Signing up is agreeing to the current terms and privacy policy, so a new account is not asked again. */
export const agreeToTermsOnSignUp: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' && !data.termsAgreedAt ? { ...data, termsAgreedAt: new Date().toISOString() } : data
