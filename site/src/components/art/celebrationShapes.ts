/** Shapes shared by the celebration pictures of the Astro pages and of the workspace (React). */

/** The eight rays behind a celebration badge, in its 120 × 120 box (celebrate.css turns them in). */
export const BADGE_RAYS = 'M60 2l5 18h-10zM60 118l-5-18h10zM2 60l18-5v10zM118 60l-18 5v-10zM19 19l16 9-7 7zM101 101l-16-9 7-7zM101 19l-9 16-7-7zM19 101l9-16 7 7z'

/** How many pieces of confetti a celebration throws (celebrate.css places each by its position). */
export const CONFETTI_PIECES = 16
