import type { AccountView } from '@domain/api/account'

/** The one element a settings section is sure to have. */
export const $ = <T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!

/** A form whose handler answers the error text to show ('' when it worked). */
export function onSubmit(root: ParentNode, selector: string, handle: (form: HTMLFormElement, data: FormData) => Promise<string>) {
  const form = $<HTMLFormElement>(root, selector)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    $(form, '[data-error]').textContent = await handle(form, new FormData(form))
  })
}

/** The account as GET users/me_for_account answers it (domain/api/account.ts). */
export type Account = AccountView
