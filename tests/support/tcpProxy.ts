import net from 'node:net'

/**
 * A TCP relay in front of a server (PostgreSQL, for a fault test): `cut()` drops every open connection and refuses new
 * ones, as a stopped or unreachable server does, without touching the server that other tests use; `restore()`
 * lets connections through again.
 */
export interface TcpProxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let open = true
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => (sockets.add(socket), socket.once('close', () => sockets.delete(socket)))
  const server = net.createServer((client) => {
    if (!open) return void client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    track(client)
    track(upstream)
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const cut = () => {
    open = false
    for (const socket of sockets) socket.destroy()
  }
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    restore: () => void (open = true),
    close: () => new Promise<void>((resolve) => (cut(), server.close(() => resolve()))),
  }
}
