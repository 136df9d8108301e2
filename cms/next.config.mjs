import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const here = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The platform's own server (server/) serves this app; the repo root holds node_modules.
  outputFileTracingRoot: path.resolve(here, '..'),
  turbopack: { root: path.resolve(here, '..') },
  // Type-checking runs once for the whole repo in `npm test` (tsc), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  // Payload and its adapters stay external so the server process and Next share one Payload module,
  // and so one Payload instance (getPayload caches it on globalThis).
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    '@payloadcms/db-mongodb',
    '@payloadcms/drizzle',
    'sharp',
  ],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
