import type { Endpoint } from 'payload'
import { publishingStatusCall } from './status'

/** Where publishing to the site stands, for the admin (docs/admin.md "Publishing status"); staff only. */
export const rootPublishingEndpoints: Endpoint[] = [publishingStatusCall]
