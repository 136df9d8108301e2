import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { z } from 'zod'

/** At most this many rows in one import (a school year's intake). */
export const MAX_IMPORT_ROWS = 2000

/** One row of a members import (docs/teams.md "Invitations"): `email,name,role`. */
export interface ImportRow {
  line: number
  email: string
  name: string | null
  admin: boolean
  /** The message key of what is wrong with it, or null. */
  error: 'importEmailInvalid' | 'importDuplicate' | 'importRoleInvalid' | 'importAlreadyMember' | 'importAlreadyInvited' | 'teamQuotaFull' | null
}

const emailSchema = z.string().email()
const HEADER = /^e-?mail$/i

/**
 * Reads an import file into rows with their own errors (an address that is not one, a role that is neither
 * admin nor member, an address twice in the file). Throws `CsvShapeError` when the file is not CSV at all or
 * has too many rows; the checks against the team (members, invitations, the quota) are the caller's.
 */
export function readMemberCsv(text: string): ImportRow[] {
  let records: string[][]
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][]
  } catch {
    throw new CsvShapeError('importNotCsv')
  }
  const start = records.length > 0 && HEADER.test(records[0][0] ?? '') ? 1 : 0
  const body = records.slice(start)
  if (body.length === 0) throw new CsvShapeError('importEmpty')
  if (body.length > MAX_IMPORT_ROWS) throw new CsvShapeError('importTooManyRows')
  const seen = new Set<string>()
  return body.map(([email = '', name = '', role = ''], index) => {
    const address = email.trim().toLowerCase()
    const roleName = role.trim().toLowerCase()
    const row: ImportRow = { line: index + start + 1, email: address, name: name.trim() || null, admin: roleName === 'admin', error: null }
    if (!emailSchema.safeParse(address).success) row.error = 'importEmailInvalid'
    else if (roleName !== '' && roleName !== 'admin' && roleName !== 'member') row.error = 'importRoleInvalid'
    else if (seen.has(address)) row.error = 'importDuplicate'
    seen.add(address)
    return row
  })
}

export class CsvShapeError extends Error {
  constructor(readonly key: 'importNotCsv' | 'importEmpty' | 'importTooManyRows') {
    super(key)
  }
}

/** The members' CSV download: a header row, then one row per member, safe to open in a spreadsheet. */
export function membersCsv(header: string[], rows: (string | number | boolean | null)[][]): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: it is quoted as text.
  const safe = (cell: string | number | boolean | null) => (typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell ?? '')
  return '\uFEFF' + stringify([header, ...rows.map((row) => row.map(safe))])
}
