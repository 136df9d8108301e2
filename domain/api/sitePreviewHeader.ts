/** The header a preview build of the static site proves itself with (the secret's check is cms/access/sitePreview.ts). */
export const SITE_PREVIEW_HEADER = 'x-site-preview'
