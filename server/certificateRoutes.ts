import fs from 'node:fs'
import path from 'node:path'
import express, { type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { publicCertificate, type PublicCertificate } from '@cms/certificates/publicCertificate'
import { certificateImages } from '@cms/certificates/certificateImages'
import { LOCALES, type Locale } from '@domain/i18n/locales'
import { certificatePage } from './certificatePage'
import { currentSiteDir } from './siteBuild/siteBuilds'

/** The platform's public origin for the page's own links and Open Graph tags (PUBLIC_URL behind a proxy). */
const originOf = (req: express.Request) => process.env.PUBLIC_URL || `${req.protocol}://${req.get('host')}`

/**
 * Anyone's view of a certificate by its number (docs/certificates.md "Verification"): the page, in each locale's
 * prefix, and its PDF, PNG and Open Graph image. A certificate never changes once issued except by a reissue,
 * so the files carry its last issue date as their validator.
 */
export function certificateRoutes({ payload }: { payload: Payload }): Router {
  const router = express.Router()
  const find = async (number: string, locale: Locale) => publicCertificate(payload, number.toUpperCase(), locale)
  const sendFile = (res: Response, certificate: PublicCertificate, type: string, body: Uint8Array, download: string | null) => {
    res.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=300', 'Last-Modified': (certificate.reissuedAt ?? certificate.issuedAt).toUTCString() })
    if (download) res.attachment(download)
    res.send(Buffer.from(body))
  }

  router.get(/^\/certificates\/([^/.]+)\.(pdf|png)$/, async (req, res, next) => {
    try {
      const [number, format] = [req.params[0], req.params[1]]
      const locale = localeOfQuery(req.query.locale)
      const certificate = await find(number, locale)
      if (!certificate) return res.status(404).type('text').send('No certificate has this number.')
      const images = certificateImages(certificate, locale, originOf(req))
      if (format === 'pdf') sendFile(res, certificate, 'application/pdf', await images.pdf(), `certificate-${certificate.number}.pdf`)
      else sendFile(res, certificate, 'image/png', await images.png(), `certificate-${certificate.number}.png`)
    } catch (error) {
      next(error)
    }
  })
  router.get(/^\/certificates\/([^/.]+)\/og\.png$/, async (req, res, next) => {
    try {
      const locale = localeOfQuery(req.query.locale)
      const certificate = await find(req.params[0], locale)
      if (!certificate) return res.status(404).type('text').send('No certificate has this number.')
      sendFile(res, certificate, 'image/png', await certificateImages(certificate, locale, originOf(req)).ogImage(), null)
    } catch (error) {
      next(error)
    }
  })
  router.get(/^(?:\/(en|id))?\/certificates\/([^/.]+)\/?$/, async (req, res, next) => {
    try {
      const locale = (req.params[0] as Locale | undefined) ?? 'ja'
      const shell = verificationShell(locale)
      if (!shell) return next()
      const certificate = await find(req.params[1], locale)
      res.status(certificate ? 200 : 404).set('Cache-Control', 'no-cache').type('html').send(certificatePage(shell, locale, originOf(req), certificate))
    } catch (error) {
      next(error)
    }
  })
  return router
}

const localeOfQuery = (value: unknown): Locale => LOCALES.find((l) => l === value) ?? 'ja'

/** The built frame of the verification page in a locale (site/src/pages/[...lang]/certificates/verify.astro). */
function verificationShell(locale: Locale): string | null {
  const dir = currentSiteDir('live')
  if (!dir) return null
  const file = path.join(dir, locale === 'ja' ? '' : locale, 'certificates', 'verify', 'index.html')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
}
