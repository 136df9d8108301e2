import { pathRoutes } from '@domain/api/routes'
import { loadSession } from '../../stores/session'
import { learnerCall } from '../api'
import { announce } from '../dashboard/strings'

/** A path's slug as /paths/{slug} has it (the CMS's slug field); anything else in ?path= is ignored. */
const SLUG = /^[a-z0-9][a-z0-9_-]*$/i

/**
 * A document opened from a learning path (/docs/{slug}?path={path}, docs/paths.md "Steps"): for a signed-in
 * learner it is recorded as being read on arrival (POST /api/user_document_page_infos), and the block at its end
 * marks it read ({finished: true}) and leads back to the path. Other visits are left as they are.
 */
export async function startDocumentReading() {
  const main = document.querySelector<HTMLElement>('[data-document-page]')
  const path = new URLSearchParams(window.location.search).get('path')
  if (!main || !path || !SLUG.test(path) || !(await loadSession()).user) return
  const record = (finished: boolean) => learnerCall(pathRoutes.readDocument, { body: { document: main.dataset.document!, ...(finished ? { finished } : {}) } })
  const reading = await record(false)
  // Not a document of the platform's learner calls (a 404 for an unpublished one): nothing to offer.
  if (!reading.ok) return
  const block = main.querySelector<HTMLElement>('[data-path-reading]')!
  const back = block.querySelector<HTMLAnchorElement>('[data-back-to-path]')!
  back.href = `${main.dataset.paths}${encodeURIComponent(path)}`
  const button = block.querySelector<HTMLButtonElement>('[data-mark-read]')!
  const status = block.querySelector<HTMLElement>('[data-read-status]')!
  button.addEventListener('click', async () => {
    // aria-disabled rather than disabled: the button keeps the focus while the status is announced.
    if (button.getAttribute('aria-disabled') === 'true') return
    button.setAttribute('aria-disabled', 'true')
    const done = await record(true)
    if (!done.ok) button.removeAttribute('aria-disabled')
    announce(status, (done.ok ? button.dataset.done : button.dataset.failed)!)
  })
  block.hidden = false
}
