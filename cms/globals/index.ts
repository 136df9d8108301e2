import { withGlobalAdminLabels } from '../admin/adminLabels'
import { Landing } from './Landing'
import { Professional } from './Professional'

/** Every global, named in the admin's languages (docs/admin.md "Labels"). */
export const globals = withGlobalAdminLabels([Landing, Professional])
