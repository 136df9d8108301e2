import type { Payload } from 'payload'

/**
 * The one-time part of a start (docs/architecture.md "Several processes"): migrate, count the ranking buckets
 * if missing, import the starter curriculum and site texts on the first start, make sure a staff account exists.
 * `npm start` runs it on every start; a several-process deployment runs it once, in its setup step.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  const { migrate } = await import('@cms/bootstrap/migrate')
  const { ensureStaffAccount } = await import('@cms/bootstrap/staffAccount')
  const { importStarterContentOnFirstStart } = await import('@content/lib/starterContent')
  const { importSiteContentOnFirstStart } = await import('@content/lib/siteContent')
  const { rebuildRankingExpBucketsIfMissing } = await import('@cms/progress/rankings/rebuildRankingExpBuckets')

  await migrate(payload)
  if (await rebuildRankingExpBucketsIfMissing(payload)) console.log('Counted the ranking exp buckets from the existing scores.')
  const imported = await importStarterContentOnFirstStart(payload)
  if (imported) console.log(`Imported the starter curriculum (${imported.created} documents).`)
  const siteDocs = await importSiteContentOnFirstStart(payload)
  if (siteDocs) console.log(`Imported the starter site content (${siteDocs} documents and FAQs).`)
  const staff = await ensureStaffAccount(payload)
  if (staff.generatedPassword) {
    console.log(`\nStaff account created — shown this once, write it down:\n  email:    ${staff.email}\n  password: ${staff.generatedPassword}\n`)
  }
}
