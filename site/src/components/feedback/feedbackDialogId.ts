import type { FeedbackVariant } from '@domain/feedback/feedbackRules'

/** The id of a variant's dialog, which its openers name (data-feedback-open). */
export const feedbackDialogId = (variant: FeedbackVariant) => `feedback-${variant}`
