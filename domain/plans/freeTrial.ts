/** docs/plans.md "Free trial": the free-trial offer is open for 12 hours after sign-up. */
export const FREE_TRIAL_OFFER_WINDOW_MS = 12 * 60 * 60 * 1000

/** When the user's offer closes (Unix seconds), from their sign-up time. */
export const freeTrialRequestDeadline = (createdAt: string | null | undefined): number | null =>
  createdAt ? Math.floor((Date.parse(createdAt) + FREE_TRIAL_OFFER_WINDOW_MS) / 1000) : null

/**
 * Whether the user may still start a free trial: inside the offer window, and never on any plan before (a
 * trial, a paid plan or a coupon, even one that has ended): the trial is for first-timers.
 */
export function canAccessFreeTrial(createdAt: string | null | undefined, subscriptionCount: number, now: Date): boolean {
  const deadline = freeTrialRequestDeadline(createdAt)
  return deadline !== null && deadline * 1000 > now.getTime() && subscriptionCount === 0
}
