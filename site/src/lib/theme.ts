/** The site's colour themes (docs/site.md "Theme"): light and dark; without a stored choice the system's. */
export type SiteTheme = 'light' | 'dark'

/** Where the header's theme switch keeps a choice (the workspace's editor theme has its own key). */
export const THEME_STORAGE_KEY = 'siteTheme'

/**
 * Inline in <head>, before any stylesheet: applies a stored choice before the first paint, so a page never
 * flashes the other theme. Kept tiny and dependency-free; storage may be refused (private mode).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark'){document.documentElement.dataset.theme=t;document.querySelector('meta[name="color-scheme"]').content=t}}catch(e){}`
