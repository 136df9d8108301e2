import crypto from 'node:crypto'
import pg from 'pg'

/** Creates a uniquely named, empty database on the server of `serverUrl` and returns its URL. */
export async function createScratchDatabase(serverUrl: string, prefix = 'scratch'): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops a database made by createScratchDatabase, closing its open connections. */
export async function dropScratchDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop "${name}"`)
  const server = new URL(databaseUrl)
  server.pathname = '/postgres'
  await onServer(server.toString(), (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}

export async function withScratchPostgresDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const url = await createScratchDatabase(serverUrl)
  try {
    return await use(url)
  } finally {
    await dropScratchDatabase(url)
  }
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
