import type { SanitizedConfig } from 'payload'
import { staffOnly } from './collection'

/**
 * Payload adds its own collections while it builds the config, with any signed-in account allowed everywhere.
 * Document locks are the admin's (staff's) business: a learner who could create one would make a staff save
 * fail with 423, so every operation on them is staff-only. Preferences stay as Payload made them: each
 * account reads and writes only its own (its `user` field is always set to the requester). See
 * docs/access-rules.md.
 */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: staffOnly, read: staffOnly, update: staffOnly, delete: staffOnly }
  return config
}
