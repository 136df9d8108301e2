/**
 * The feedback modal's rules (docs/feedback.md), shared by the site's form, the learner call and the
 * collection: its variants, each variant's categories, the statuses staff move a feedback through, and the
 * limits of what a sender may send.
 */

/** Where the modal is opened: the footer (default), /business, a document page, the school page. */
export const FEEDBACK_VARIANTS = ['default', 'business', 'document', 'academic'] as const
export type FeedbackVariant = (typeof FEEDBACK_VARIANTS)[number]

/** The categories a sender chooses from, per variant (the order the form lists them). */
export const FEEDBACK_CATEGORIES = {
  default: ['bug', 'content', 'idea', 'other'],
  business: ['team_plans', 'invoices', 'other'],
  document: ['typo', 'unclear', 'broken_link', 'other'],
  academic: ['school_licence', 'curriculum', 'other'],
} as const satisfies Record<FeedbackVariant, readonly string[]>
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[FeedbackVariant][number]

/** Every category of every variant, once (the collection's select). */
export const ALL_FEEDBACK_CATEGORIES = [...new Set(Object.values(FEEDBACK_CATEGORIES).flat())] as FeedbackCategory[]

export const isCategoryOf = (variant: FeedbackVariant, category: string): boolean => (FEEDBACK_CATEGORIES[variant] as readonly string[]).includes(category)

/** new → in progress → answered (set when staff save a reply) → closed. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_LIMITS = {
  /** The message and staff's reply. */
  messageChars: 5000,
  /** The page the modal was opened on (a path of this site). */
  pageUrlChars: 2048,
  /** The attached screenshot or file: 5 MB. */
  fileBytes: 5_000_000,
} as const

/** What may be attached, by the type its bytes show (never its name). */
export const FEEDBACK_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const
export type FeedbackFileType = (typeof FEEDBACK_FILE_TYPES)[number]
