import { accountRoutes } from '@domain/api/routes'
import sharp from 'sharp'
import type { PayloadRequest } from 'payload'
import type { Avatar, User } from '../../payload-types'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'

/** docs/learner-api.md "Account": jpeg or png, at most 20,000,000 bytes. */
export const MAX_IMAGE_BYTES = 20_000_000
const ACCEPTED = new Set(['image/jpeg', 'image/png'])
/** Shown at 33 px; 256 px covers high-density screens and profile pages. */
const AVATAR_PX = 256

const imageUrl = (avatar: Avatar | number | null | undefined) => (avatar && typeof avatar === 'object' ? (avatar.url ?? null) : null)

async function removeAvatar(req: PayloadRequest, user: User) {
  const old = user.image
  await req.payload.update({ collection: 'users', id: user.id, data: { image: null }, overrideAccess: true, req })
  const oldId = old && typeof old === 'object' ? old.id : old
  if (oldId) await req.payload.delete({ collection: 'avatars', id: oldId, overrideAccess: true, req }).catch(() => {})
}

/**
 * PUT /api/settings/update_image (multipart, file field new_image; docs/learner-api.md "Account"): checks type and size, squares
 * and resizes the image with sharp (EXIF rotation applied, metadata dropped) and answers its URL as image.
 */
export const updateImage = learnerEndpoint(accountRoutes.updateImage, async ({ req, user, locale, fail }) => {
  const file = (req.files as Record<string, { data: Buffer; mimetype: string; size: number } | undefined> | undefined)?.new_image
  if (!file) throw fail(422, 'new_image', 'imageFailed')
  if (file.size > MAX_IMAGE_BYTES) throw fail(413, 'new_image', 'imageTooBig')
  if (!ACCEPTED.has(file.mimetype)) throw fail(422, 'new_image', 'imageType')
  let data: Buffer
  try {
    data = await sharp(file.data, { limitInputPixels: 100_000_000 }).rotate().resize(AVATAR_PX, AVATAR_PX, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
  } catch {
    throw new LearnerApiError(422, { new_image: [t(locale, 'api.imageFailed')] })
  }
  await removeAvatar(req, user)
  const avatar = await req.payload.create({
    collection: 'avatars',
    data: { user: user.id },
    file: { data, mimetype: 'image/webp', name: `avatar-${user.id}-${Date.now()}.webp`, size: data.length },
    overrideAccess: true,
    req,
  })
  await req.payload.update({ collection: 'users', id: user.id, data: { image: avatar.id }, overrideAccess: true, req })
  return { image: imageUrl(avatar) }
}, { signedIn: true })

/** PUT /api/settings/reset_image (docs/learner-api.md "Account"): back to no image (the site shows the initial). */
export const resetImage = learnerEndpoint(accountRoutes.resetImage, async ({ req, user }) => {
  await removeAvatar(req, user)
  return { image: null }
}, { signedIn: true })
