'use client'
import type { ReactNode } from 'react'
import { CSRF_COOKIE, CSRF_HEADER, isSafeMethod, readCookie } from '@domain/api/csrfNames'

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
    // Read, not rebuilt: a Request made here would take over a streamed body the real call still needs.
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    const token = readCookie(document.cookie, CSRF_COOKIE)
    if (isSafeMethod(method) || url.origin !== window.location.origin || !token) return original(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (!headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token)
    return original(input, { ...init, headers })
  }
}

install()

export const CsrfFetch = ({ children }: { children?: ReactNode }) => {
  install()
  return <>{children}</>
}
