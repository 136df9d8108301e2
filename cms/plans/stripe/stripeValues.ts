/** Stripe's expandable references: an id, or the object it names. */
export const stripeId = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/** Stripe's times are Unix seconds. */
export const fromStripeTime = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)
