'use client'
import type { ReactNode } from 'react'
import { CSRF_COOKIE, CSRF_HEADER, isSafeMethod, readCookie } from '../endpoints/conventions/csrfNames'

/**
 * The admin's requests to Payload's routes carry the CSRF header like the site's (docs/sessions.md "CSRF"):
 * Payload's admin has no hook for request headers, so its same-origin API fetches get the header here. The
 * token comes from the csrf_token cookie, asked for once when the admin loads without one.
 */
let installed = false

function install() {
  if (installed || typeof window === 'undefined') return
  installed = true
  if (!readCookie(document.cookie, CSRF_COOKIE)) void window.fetch('/api/csrf_token', { credentials: 'same-origin' }).catch(() => undefined)
  const original = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const request = new Request(input, init)
    const token = readCookie(document.cookie, CSRF_COOKIE)
    if (isSafeMethod(request.method) || new URL(request.url).origin !== window.location.origin || !token || request.headers.has(CSRF_HEADER)) return original(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set(CSRF_HEADER, token)
    return original(input, { ...init, headers })
  }
}

install()

export const CsrfFetch = ({ children }: { children?: ReactNode }) => {
  install()
  return <>{children}</>
}
