/**
 * The compose file's nginx configuration (deploy/compose/nginx.conf), from the same generator as deploy:local's.
 * `npx tsx deploy/compose/nginxConf.ts` writes it again after a change to deploy/nginxConfig.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { nginxConfig } from '../nginxConfig'

export const COMPOSE_NGINX_CONF = path.join(import.meta.dirname, 'nginx.conf')

/** `web:3000` is every scaled web container (compose's DNS answers all of them when nginx starts). */
export const composeNginxConfig = () => nginxConfig({ listen: 8080, upstreams: ['web:3000'], runDir: null })

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) fs.writeFileSync(COMPOSE_NGINX_CONF, composeNginxConfig())
