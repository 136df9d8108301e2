import type { APIRoute } from 'astro'

/** Everything public may be crawled except the exercise workspace's private parts and the CMS. */
export const GET: APIRoute = () => {
  const origin = process.env.SITE_ORIGIN ?? 'http://localhost:3000'
  return new Response(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /users/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, { headers: { 'content-type': 'text/plain' } })
}
