import type { ChapterSummary, PageSummary } from '@site/lib/curriculum'
import { isAccessible, pageAccess, type Entitlements, type PageAccess } from '../gating'
import { Icon } from '../Icons'
import { useT } from '../i18n'
import { Dialog } from './Dialog'

interface Props {
  open: boolean
  onClose: () => void
  lessonTitle: string
  backLink: { href: string; label: string }
  chapters: ChapterSummary[]
  currentPageId: PageSummary['id']
  who: Entitlements | null
  completedPageIds: ReadonlySet<string>
  href: (page: PageSummary) => string
  /** A blocked click: the order notice, or the plan dialog. */
  onBlocked: (access: Exclude<PageAccess, { kind: 'open' }>) => void
}

/** The lesson page-list dialog (docs/workspace.md "Dialogs"): pages per chapter with lock, check and current page. */
export function PageListModal({ open, onClose, lessonTitle, backLink, chapters, currentPageId, who, completedPageIds, href, onBlocked }: Props) {
  const { t } = useT()
  const orderOf = new Map(chapters.flatMap((c) => c.pages).map((p) => [String(p.id), p.order]))
  const completedOrders = new Set([...completedPageIds].map((id) => orderOf.get(id)).filter((o): o is number => o !== undefined))
  return (
    <Dialog open={open} title={lessonTitle} onClose={onClose} testId="page-list-modal">
      <p><a href={backLink.href}>{backLink.label}</a></p>
      {chapters.map((chapter) => (
        <section key={chapter.id} className="ws-page-list-chapter" aria-labelledby={`chapter-${chapter.id}`}>
          <h3 id={`chapter-${chapter.id}`}>{chapter.title}</h3>
          <ol className="ws-page-list">
            {chapter.pages.map((page) => {
              const access = pageAccess(page, who, completedOrders)
              const completed = completedPageIds.has(String(page.id))
              const current = String(page.id) === String(currentPageId)
              const locked = !isAccessible(page.planType, who)
              return (
                <li key={page.id} data-current={current} data-page-order={page.order}>
                  <a
                    href={href(page)}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => {
                      if (access.kind === 'open') return
                      event.preventDefault()
                      onBlocked(access)
                    }}
                  >
                    <span className="ws-page-order">{page.order}.</span> {page.title}
                    {locked && <span className="ws-lock" role="img" aria-label={t('ws.pageList.locked')} data-testid="lock"><Icon name="lock" /></span>}
                    {completed && <span className="ws-done" role="img" aria-label={t('ws.pageList.completed')} data-testid="completed"><Icon name="check" /></span>}
                    {current && <span className="ws-sr-only"> ({t('ws.pageList.current')})</span>}
                  </a>
                </li>
              )
            })}
          </ol>
        </section>
      ))}
    </Dialog>
  )
}
