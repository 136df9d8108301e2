import { useStore } from '@nanostores/react'
import { startTransition, useEffect, useState } from 'react'
import type { InitialFiles } from '@domain/files/initialFiles'
import { localePath, type SiteLocale } from '../../i18n/locales'
import type { ExerciseData, PageSummary } from '../../lib/curriculum'
import { $lessonProgress, loadLessonProgress } from '../../stores/lessonProgress'
import { $session, loadSession } from '../../stores/session'
import { nextPage, pageAccess, type Entitlements, type PageAccess } from './gating'
import { LocaleContext, useT } from './i18n'
import { DisclaimerModal } from './modals/DisclaimerModal'
import { PageListModal } from './modals/PageListModal'
import { PlanDialog } from './modals/PlanDialog'
import { readPageFiles, removePaintedCode } from './pageFiles'
import { Workspace } from './Workspace'

export interface ExerciseAppProps {
  locale: SiteLocale
  data: ExerciseData
}

/** The exercise route's island: exercise header, page list and gating, then the workspace. */
export default function ExerciseApp(props: ExerciseAppProps) {
  return (
    <LocaleContext.Provider value={props.locale}>
      <Exercise {...props} />
    </LocaleContext.Provider>
  )
}

function Exercise({ locale, data }: ExerciseAppProps) {
  const project = data.project
  const { t } = useT()
  const session = useStore($session)
  const progress = useStore($lessonProgress)
  const [listOpen, setListOpen] = useState(false)
  const [flash, setFlash] = useState<string | null>(null)
  const [planDialog, setPlanDialog] = useState<'plus' | 'professional' | null>(null)
  // The server-rendered button does nothing until React takes over: say so instead of ignoring a click.
  const [hydrated, setHydrated] = useState(false)
  // The learner's files, if the server put them into the page (pageFiles.ts): read after hydration, so the
  // first render matches the static HTML.
  const [pageFiles, setPageFiles] = useState<InitialFiles | null>(null)
  useEffect(() => {
    setHydrated(true)
    // A transition: mounting the whole workspace is rendered in slices that give way to the learner's input and to
    // painting, instead of one long task right after hydration (bench/README.md "Lighthouse and axe").
    const files = readPageFiles(data.page.id)
    startTransition(() => setPageFiles(files))
  }, [data.page.id])

  useEffect(() => {
    // The session and the lesson's progress at once (a visitor's progress call just answers nothing). Monaco
    // is not fetched here: its parse would hold up the first paint of the code (CodeEditor starts it after).
    void loadSession()
    void loadLessonProgress(data.lesson.id)
  }, [data.lesson.id])

  const user = session.user
  // Every page of the lesson is in its course: a Professional course bought alone counts as Professional here
  // (domain/plans/entitlement.ts canUsePlan with the course).
  const boughtCourse = data.lesson.course != null && Boolean(user?.entitlements.professionalCourses?.some((id) => String(id) === String(data.lesson.course)))
  const who: Entitlements | null = user ? { staff: user.roles.includes('staff'), plus: user.entitlements.plus, professional: user.entitlements.professional || boughtCourse } : null
  const pages = data.chapters.flatMap((c) => c.pages)
  const orderOf = new Map(pages.map((p) => [String(p.id), p.order]))
  const completedOrders = new Set([...progress.completedPageIds].map((id) => orderOf.get(id)).filter((o): o is number => o !== undefined))
  const href = (page: PageSummary) => localePath(locale, page.url)
  // Where the lesson leads back to: its course, or for a unit lesson its project.
  const courseUrl = localePath(locale, project ? project.href : `/courses/${data.lesson.languageName}`)
  const blocked = (access: Exclude<PageAccess, { kind: 'open' }>) => {
    if (access.kind === 'order') setFlash(t('ws.notice.order', { order: access.requiredOrder }))
    else setPlanDialog(access.plan)
  }

  const ready = session.loaded && (!user || progress.loaded)
  // The server only fills the page for a signed-in learner it is open to (plan and page order checked), so the
  // workspace opens at once; the session and progress then confirm it (a different account closes it again).
  const early = !ready && pageFiles ? pageFiles : null
  const fromPage = pageFiles && user && String(user.id) === String(pageFiles.userId) ? pageFiles.files : undefined
  const access = ready ? pageAccess(data.page, who, completedOrders) : null
  useEffect(() => {
    if (access?.kind === 'plan') setPlanDialog(access.plan)
  }, [access?.kind])

  // Without a workspace to show (a visitor, a closed page, another account), the code the server painted goes.
  const workspaceShown = Boolean(early) || Boolean(ready && user && access?.kind === 'open')
  useEffect(() => {
    if (hydrated && !workspaceShown) removePaintedCode()
  }, [hydrated, workspaceShown])

  const chapter = data.chapters.find((c) => String(c.id) === String(data.page.chapterId))
  const next = nextPage(pages, data.page.id)
  // A Dojo topic's page keeps its hints and answer until it is cleared once (docs/workspace.md "Dojo topics"); the
  // server refuses them too, this only says why. Staff are exempt there as well.
  const dojo = Boolean(project?.isDojo)
  const dojoLocked = dojo && !who?.staff && !progress.completedPageIds.has(String(data.page.id))
  const instructions = (
    <article className="ws-instructions">
      <h1>{t('ws.pageOrder', { order: data.page.order, title: data.page.title })}</h1>
      {dojo && (
        <p className="ws-dojo-note" data-testid="dojo-note">
          <span className="ws-dojo-badge">{t('ws.dojo')}</span> {dojoLocked && t('ws.solutions.dojoLocked')}
        </p>
      )}
      <div dangerouslySetInnerHTML={{ __html: data.page.instructionsHtml }} />
    </article>
  )

  return (
    <div className="ws-app">
      <header className="ws-header">
        <a className="ws-logo" href={localePath(locale, '/')}>{t('site.name')}</a>
        <button type="button" className="ws-breadcrumb" onClick={() => setListOpen(true)} disabled={!hydrated} aria-haspopup="dialog" data-testid="page-list-button">
          <span className="ws-sr-only">{t('ws.pageList.open')}: </span>
          {project ? (
            <>
              <span>{project.topicTitle}</span> › <span>{data.lesson.title}</span> › <span>{data.page.order}. {data.page.title}</span>
            </>
          ) : (
            <>
              <span>{data.lesson.title}</span> › <span>{chapter?.title}</span> › <span>{data.page.order}. {data.page.title}</span>
            </>
          )}
        </button>
        {user && <span className="ws-exp-total" aria-label="EXP">{user.totalExp} EXP</span>}
      </header>
      {flash && (
        <div className="ws-flash" role="alert" data-testid="flash-notice">
          <strong>{t('ws.notice.orderTitle')}</strong> {flash}
          <button type="button" aria-label={t('ws.close')} onClick={() => setFlash(null)}>×</button>
        </div>
      )}
      {early ? (
        <main className="ws-main">
          <Workspace data={data} userId={early.userId} pageFiles={early.files} instructions={instructions} nextUrl={next ? href(next) : null} courseUrl={courseUrl} isLastPage={!next} dojoLocked={dojoLocked} />
        </main>
      ) : !ready ? (
        <main className="ws-main">{instructions}</main>
      ) : !user ? (
        <main className="ws-main ws-gate">
          {instructions}
          <p>
            {t('ws.signInTitle')} <a className="ws-button ws-primary" href={`${localePath(locale, '/users/sign_in')}?redirect=${encodeURIComponent(window.location.pathname)}`}>{t('ws.signIn')}</a>
          </p>
        </main>
      ) : access?.kind === 'order' ? (
        <main className="ws-main ws-gate" data-testid="order-gate">
          {instructions}
          <p role="alert">{t('ws.notice.order', { order: access.requiredOrder })}</p>
        </main>
      ) : access?.kind === 'plan' ? (
        <main className="ws-main ws-gate" data-testid="plan-gate">
          {instructions}
        </main>
      ) : (
        <main className="ws-main">
          <Workspace data={data} userId={user.id} pageFiles={fromPage} instructions={instructions} nextUrl={next ? href(next) : null} courseUrl={courseUrl} isLastPage={!next} dojoLocked={dojoLocked} />
        </main>
      )}
      <PageListModal
        open={listOpen}
        onClose={() => setListOpen(false)}
        lessonTitle={data.lesson.title}
        backLink={{ href: courseUrl, label: t(project ? 'ws.pageList.backToProject' : 'ws.pageList.backToCourse') }}
        chapters={data.chapters}
        currentPageId={data.page.id}
        who={who}
        completedPageIds={progress.completedPageIds}
        href={href}
        onBlocked={(a) => {
          setListOpen(false)
          blocked(a)
        }}
      />
      <PlanDialog plan={planDialog} onClose={() => setPlanDialog(null)} currentPath={data.path} />
      <DisclaimerModal />
    </div>
  )
}
