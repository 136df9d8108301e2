/** Socket options shared by server and client (docs/workspace.md "Real-time socket"). */
export const SOCKET_PATH = '/socket.io'
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket' as const],
  timeout: 5000,
  reconnectionAttempts: 4,
  reconnectionDelayMax: 3000,
}
