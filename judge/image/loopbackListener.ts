import { createSocket, type Socket as UdpSocket } from 'node:dgram'
import { createServer, type Server } from 'node:net'

/** A TCP and UDP listener on one loopback port that counts whatever reaches it (connections, datagrams). */
export interface LoopbackListener {
  port: number
  /** TCP connections plus UDP datagrams received so far. */
  hits(): number
  close(): Promise<void>
}

/** Starts a loopback listener on a free port, for proving that a page reaches no port of the server. */
export async function listenOnLoopback(): Promise<LoopbackListener> {
  let hits = 0
  const tcp: Server = createServer((socket) => {
    hits++
    socket.destroy()
  })
  await new Promise<void>((resolve, reject) => tcp.once('error', reject).listen(0, '127.0.0.1', resolve))
  const port = (tcp.address() as { port: number }).port
  // UDP on the same port number catches WebRTC's STUN requests; a clash only costs the UDP half.
  const udp: UdpSocket = createSocket('udp4').on('message', () => hits++)
  const udpBound = await new Promise<boolean>((resolve) => udp.once('error', () => resolve(false)).bind(port, '127.0.0.1', () => resolve(true)))
  return {
    port,
    hits: () => hits,
    close: async () => {
      await new Promise<void>((resolve) => tcp.close(() => resolve()))
      if (udpBound) await new Promise<void>((resolve) => udp.close(() => resolve()))
    },
  }
}
