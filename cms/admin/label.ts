/** A label in each of the admin's languages (docs/admin.md "Labels"). */
export type Label = { en: string; ja: string }

export const l = (en: string, ja: string): Label => ({ en, ja })
