/** Sign-in through an OpenID Connect provider (docs/learner-api.md "Identity"). */

/** POST /api/users/oidc/second_factor: the code step of a provider sign-in for a two-factor account. */
export interface SecondFactorRequest {
  user: { otp_attempt?: string; backup_code?: string }
}

export interface SecondFactorAnswer {
  afterLoginPath: string
}
