/**
 * The email sign-in form, on Payload's own login (it sets the session cookie the socket reads). The
 * accounts issue adds the spec's /users/sign_in.json call, lockout, 2FA and external identity.
 */
export function signIn(form: HTMLFormElement) {
  const error = form.querySelector<HTMLElement>('[role="alert"]')!
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const data = new FormData(form)
    const response = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
    })
    if (!response.ok) {
      error.textContent = form.dataset.failed ?? ''
      return
    }
    // Only a same-site path is followed, so the form cannot be used to send users elsewhere.
    const redirect = new URLSearchParams(window.location.search).get('redirect')
    window.location.assign(redirect && /^\/(?!\/)/.test(redirect) ? redirect : form.dataset.home ?? '/')
  })
}
