import net from 'node:net'

/** A TCP port free on this machine right now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** A free port whose `count` followers are free too (deploy:local puts its web processes right after its port). */
export async function portWithFreeFollowers(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort()
    if (port + count > 65535) continue
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(port + 1 + i)))
    if (free.every(Boolean)) return port
  }
  throw new Error('no run of free ports')
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)))
  })
}
