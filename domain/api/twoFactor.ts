/** Two-factor authentication (docs/learner-api.md "Two-factor"). */

/** POST /api/users/two_factor/setup: the password only when two-factor is already on (re-keying). */
export interface TwoFactorPasswordRequest {
  password?: unknown
}

export interface TwoFactorSetupAnswer {
  secret: string
  otpauthUri: string
  qrSvg: string
}

/** POST /api/users/two_factor/enable. */
export interface TwoFactorEnableRequest {
  code: unknown
  password?: unknown
}

/** enable and backup_codes: the backup codes, shown this once. */
export interface BackupCodesAnswer {
  backupCodes: string[]
}
