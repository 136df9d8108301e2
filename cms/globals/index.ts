import { withGlobalAdminLabels } from '../admin/adminLabels'
import { withFieldLabels } from '../admin/withFieldLabels'
import { Landing } from './Landing'
import { Professional } from './Professional'

/** Every global, named and with its fields labelled in the admin's languages (docs/admin.md "Labels"). */
export const globals = withFieldLabels(withGlobalAdminLabels([Landing, Professional]))
