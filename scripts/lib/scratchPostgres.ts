import crypto from 'node:crypto'
import pg from 'pg'

/** Creates a uniquely named database on the server of `serverUrl`, hands its URL to `use`, then drops it. */
export async function withScratchPostgresDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>, keep = false): Promise<T> {
  const name = `scratch_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.toString())
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
