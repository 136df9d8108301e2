import { companyRoutes } from '@domain/api/routes'
import type { MemberImportAnswer } from '@domain/api/companies'
import { CsvShapeError, readMemberCsv, type ImportRow } from '@domain/teams/memberCsv'
import { t } from '@domain/i18n/messages'
import { learnerEndpoint, LearnerApiError, type SignedInContext } from '../conventions/learnerEndpoint'
import { aloneForTeam, teamOf, type TeamContext } from './teamContext'
import { seatsLeft, storeInvitations, takenAddresses } from './invitations'

/** At most this many characters of CSV in one call (2,000 rows of long addresses and names). */
const MAX_CSV_CHARS = 400_000

/**
 * Every row of the file checked against the file itself and the team (docs/teams.md "Invitations"): members,
 * pending invitations and, once every row is otherwise right, the seats left (the rows past the quota are
 * the wrong ones).
 */
async function checkRows(ctx: SignedInContext, team: TeamContext): Promise<ImportRow[]> {
  const csv = typeof ctx.body.csv === 'string' ? ctx.body.csv : ''
  if (csv.length > MAX_CSV_CHARS) throw ctx.fail(413, 'csv', 'importTooManyRows')
  let rows: ImportRow[]
  try {
    rows = readMemberCsv(csv)
  } catch (error) {
    if (error instanceof CsvShapeError) throw ctx.fail(422, 'csv', error.key)
    throw error
  }
  const taken = await takenAddresses(ctx.req, team.company.id, rows.filter((row) => !row.error).map((row) => row.email))
  for (const row of rows) {
    if (row.error) continue
    if (taken.members.has(row.email)) row.error = 'importAlreadyMember'
    else if (taken.invited.has(row.email)) row.error = 'importAlreadyInvited'
  }
  const { remaining } = await seatsLeft(ctx.req, team)
  rows.filter((row) => !row.error).forEach((row, index) => {
    if (index >= remaining) row.error = 'teamQuotaFull'
  })
  return rows
}

const answerOf = (ctx: SignedInContext, rows: ImportRow[], imported: number): MemberImportAnswer => ({
  rows: rows.map((row) => ({ line: row.line, email: row.email, name: row.name, admin: row.admin, error: row.error ? t(ctx.locale, `api.${row.error}`) : null })),
  valid: rows.every((row) => !row.error),
  imported,
})

async function importableTeam(ctx: SignedInContext) {
  const team = await teamOf(ctx, { admin: true })
  if (!team.plan.inContract) throw ctx.fail(422, 'base', 'teamOutsideContract')
  return team
}

/** POST /api/companies/:id/member_imports/preview {csv} (admins): every row with what is wrong with it; nothing is sent. */
export const previewImport = learnerEndpoint(
  companyRoutes.previewImport,
  async (ctx) => {
    const team = await importableTeam(ctx)
    return answerOf(ctx, await checkRows(ctx, team), 0)
  },
  { signedIn: true },
)

/**
 * POST /api/companies/:id/member_imports {csv} (admins): the same checks; any wrong row and nothing is
 * imported (422 naming the lines, with every row); else one invitation per row, stored in one transaction.
 */
export const importMembers = learnerEndpoint(
  companyRoutes.importMembers,
  async (ctx) => {
    const team = await importableTeam(ctx)
    // The rows' checks (the quota among them) and the invitations they allow happen alone for the team.
    const { rows, mails } = await aloneForTeam(ctx, async () => {
      const rows = await checkRows(ctx, team)
      const wrong = rows.filter((row) => row.error)
      if (wrong.length) {
        const answer = answerOf(ctx, rows, 0)
        throw new LearnerApiError(422, { csv: [t(ctx.locale, 'api.importRowsInvalid', { lines: wrong.slice(0, 20).map((row) => row.line).join(', ') })] }, { rows: answer.rows, valid: false, imported: 0 })
      }
      return { rows, mails: await storeInvitations(ctx, team, rows) }
    })
    for (const mail of mails) await mail()
    return answerOf(ctx, rows, rows.length)
  },
  { signedIn: true },
)
