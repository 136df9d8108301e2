import type { Payload } from 'payload'
import { canOpenPage } from '@cms/plans/pageAccess'
import { isStaff, type AccessUser } from '@domain/roles'
import type { Page, User, UserPageInfo } from '@cms/payload-types'
import type { SourceFile } from '@plugins/contract'
import { localized, type Localized } from '@domain/i18n/messages'
import type { Locale } from '@domain/i18n/locales'

export class WorkspaceError extends Error {
  constructor(readonly localized: Localized, readonly code: 'not_found' | 'forbidden' | 'locked' | 'dojo' | 'invalid' | 'unavailable') {
    super(localized.en)
  }
}

/** A page's or learner's stored file rows as source files (a missing content is an empty file). */
export const toFiles = (rows: { path: string; content?: string | null }[] | null | undefined): SourceFile[] =>
  (rows ?? []).map((r) => ({ path: r.path, content: r.content ?? '' }))

/**
 * A learner's files for a page, kept in their user page info. All reads of the page happen here, on the
 * server, with access overridden — and only after the learner's plan has been checked against the page's.
 * Marking a page cleared is progress, not files: cms/progress/recordClear.ts (docs/progress.md).
 */
export class WorkspaceStore {
  constructor(private readonly payload: Payload) {}

  /** The page with everything the judge needs (answers included): never send this object to a client. */
  async pageFor(user: User, pageId: number | string): Promise<Page> {
    const page = await this.payload.findByID({ collection: 'pages', id: pageId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!page) throw new WorkspaceError(localized('workspace.pageNotFound'), 'not_found')
    if (!(await canOpenPage(this.payload, user as unknown as AccessUser, page))) {
      throw new WorkspaceError(localized(page.planType === 'professional' ? 'workspace.professionalOnly' : 'workspace.notEntitled'), 'forbidden')
    }
    await this.assertEarlierPageCleared(user, page)
    return page
  }

  /** Pages must be done in order where the page says so (docs/progress.md "Pages in order"): the same rule the page list shows. */
  private async assertEarlierPageCleared(user: User, page: Page): Promise<void> {
    const order = page.orderOfEarlierPageRequiringCompletion
    if (!order || isStaff(user)) return
    const lessonId = typeof page.lesson === 'object' && page.lesson ? page.lesson.id : page.lesson
    const earlier = await this.payload.find({
      collection: 'pages',
      where: { and: [{ lesson: { equals: lessonId } }, { order: { equals: order } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { order: true },
    })
    const required = earlier.docs[0]
    if (!required) return
    const info = await this.info(user, required as Page)
    if (!info?.completed) {
      throw new WorkspaceError(localized('workspace.locked', { order }), 'locked')
    }
  }

  /**
   * Dojo topics are exercises without hints until cleared once (docs/workspace.md "Dojo topics"): a page of a
   * Dojo topic hands out its hints and answer only to a learner who has cleared it (user_page_infos.completed).
   * Staff are exempt, as from the page order.
   */
  async assertSolutionsOpen(user: User, page: Page): Promise<void> {
    if (page.topic == null || isStaff(user)) return
    const topicId = typeof page.topic === 'object' ? page.topic.id : page.topic
    const topic = await this.payload.findByID({ collection: 'topics', id: topicId, depth: 0, overrideAccess: true, disableErrors: true, select: { isDojo: true } })
    if (!topic?.isDojo) return
    const info = await this.info(user, page)
    if (!info?.completed) throw new WorkspaceError(localized('workspace.dojoNotCleared'), 'dojo')
  }

  private async info(user: User, page: Page): Promise<UserPageInfo | null> {
    const found = await this.payload.find({
      collection: 'user_page_infos',
      where: { and: [{ user: { equals: user.id } }, { page: { equals: page.id } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    return found.docs[0] ?? null
  }

  /** The learner's saved files, or the page's starting files when they have saved nothing yet. */
  async load(user: User, page: Page): Promise<{ files: SourceFile[]; info: UserPageInfo | null }> {
    const info = await this.info(user, page)
    return { files: info?.files?.length ? toFiles(info.files) : toFiles(page.defaultFiles), info }
  }

  /** Saves the learner's files (every edit goes through here, so a reload or restart shows the last one). */
  async save(user: User, page: Page, files: SourceFile[]): Promise<void> {
    const info = await this.info(user, page)
    const data = { files: files.map(({ path, content }) => ({ path, content })) }
    if (info) await this.payload.update({ collection: 'user_page_infos', id: info.id, data, overrideAccess: true, depth: 0 })
    else await this.payload.create({ collection: 'user_page_infos', data: { ...data, user: user.id, page: page.id }, overrideAccess: true, depth: 0 })
  }

  /** Records that the learner opened the model answer (answerFlag), keeping their files as they are. */
  async markAnswerViewed(user: User, page: Page): Promise<void> {
    const info = await this.info(user, page)
    if (info?.answerFlag) return
    const data = { answerFlag: true }
    if (info) await this.payload.update({ collection: 'user_page_infos', id: info.id, data, overrideAccess: true, depth: 0 })
    else await this.payload.create({ collection: 'user_page_infos', data: { ...data, user: user.id, page: page.id }, overrideAccess: true, depth: 0 })
  }

  /** The page's hints in the learner's interface locale (id falls back to en, as everywhere). */
  async hints(page: Page, locale: Locale): Promise<string[]> {
    const localized = await this.payload.findByID({ collection: 'pages', id: page.id, depth: 0, locale, overrideAccess: true, select: { hints: true } })
    return (localized.hints ?? []).map((h) => h.body)
  }
}
