import type { Endpoint } from 'payload'
import { sendFeedback } from './sendFeedback'

/** The feedback modal's call under /api/feedbacks (docs/learner-api.md "Feedback"). */
export const feedbacksFeedbackEndpoints: Endpoint[] = [sendFeedback]
