import xtermCss from '@xterm/xterm/css/xterm.css?url'
import { linkStylesheet } from '../stylesheet'

/**
 * The one entry to xterm.js: a memoised dynamic import with its stylesheet, so pages without a terminal download
 * neither. The stylesheet is imported explicitly as a file and linked here: the site's build drops CSS that
 * lazily imported modules pull in (astro.config.mjs). The terminal waits for it, so it is never drawn unstyled.
 */
let loading: Promise<typeof import('./xtermSetup')> | null = null
export const loadXterm = () =>
  (loading ??= Promise.all([import('./xtermSetup'), linkStylesheet(xtermCss)]).then(
    ([setup]) => setup,
    (error: unknown) => {
      // A failed download (the connection dropped) is tried again on the next call.
      loading = null
      throw error
    },
  ))
