import type { Endpoint } from 'payload'
import { twoFactorBackupCodes, twoFactorDisable, twoFactorEnable, twoFactorSetup } from './twoFactorEndpoints'

/** Two-factor setup and changes under /api/users/two_factor (docs/learner-api.md "Two-factor"). */
export const usersTwoFactorEndpoints: Endpoint[] = [twoFactorSetup, twoFactorEnable, twoFactorBackupCodes, twoFactorDisable]
