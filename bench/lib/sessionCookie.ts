/** Signs in over HTTP (Payload's login) and returns the session cookie (`payload-token=…`); throws when refused. */
export async function sessionCookie(url: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
  // The login may set other cookies too: the session is the one named payload-token.
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`)
  return cookie.split(';')[0]
}
