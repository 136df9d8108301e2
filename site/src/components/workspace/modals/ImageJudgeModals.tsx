import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { WorkspaceController } from '../controller'
import { useT } from '../i18n'
import { Dialog } from './Dialog'

type Target = { image: string | null; width: number | null; height: number | null }

/** The learner's render from the last submission's ImageJudge check, when the judge sent one. */
const yoursFrom = (checks: { detail?: Record<string, unknown> }[] | undefined) => {
  const image = checks?.map((c) => c.detail?.yoursImage).find((i): i is string => typeof i === 'string')
  return image ?? null
}

/**
 * The image-judge guide (how the visual check compares) and spec (the target render beside the learner's
 * last render) on ImageJudge pages (docs/workspace.md "Dialogs"). The target is loaded only when asked.
 */
export function ImageJudgeModals({ controller }: { controller: WorkspaceController }) {
  const { t } = useT()
  const judgeTypes = useStore(controller.judgeTypes)
  const result = useStore(controller.result)
  const [open, setOpen] = useState<'guide' | 'spec' | null>(null)
  if (!judgeTypes.includes('ImageJudge')) return null
  return (
    <div className="ws-image-judge" data-testid="image-judge-links">
      <button type="button" className="ws-link" onClick={() => setOpen('guide')}>{t('ws.image.guide')}</button>
      <button type="button" className="ws-link" onClick={() => setOpen('spec')}>{t('ws.image.spec')}</button>
      <Dialog open={open === 'guide'} title={t('ws.image.guide')} onClose={() => setOpen(null)} testId="image-guide-modal">
        <p>{t('ws.image.guideBody1')}</p>
        <p>{t('ws.image.guideBody2')}</p>
        <p>{t('ws.image.guideBody3')}</p>
        <div className="ws-dialog-actions">
          <button type="button" onClick={() => setOpen('spec')}>{t('ws.image.spec')}</button>
          <button type="button" className="ws-primary" onClick={() => setOpen(null)} autoFocus>{t('ws.close')}</button>
        </div>
      </Dialog>
      <Dialog open={open === 'spec'} title={t('ws.image.spec')} onClose={() => setOpen(null)} className="ws-dialog-wide" testId="image-spec-modal">
        {open === 'spec' && <SpecBody controller={controller} yours={yoursFrom(result?.checks)} />}
        <div className="ws-dialog-actions">
          <button type="button" className="ws-primary" onClick={() => setOpen(null)} autoFocus>{t('ws.close')}</button>
        </div>
      </Dialog>
    </div>
  )
}

function SpecBody({ controller, yours }: { controller: WorkspaceController; yours: string | null }) {
  const { t } = useT()
  const [target, setTarget] = useState<Target | 'loading' | 'failed'>('loading')
  useEffect(() => {
    let live = true
    controller.imageTarget().then(
      (answer) => live && setTarget(answer.image ? answer : 'failed'),
      () => live && setTarget('failed'),
    )
    return () => {
      live = false
    }
  }, [controller])
  return (
    <div className="ws-image-pair">
      <figure>
        <figcaption>{t('ws.image.target')}</figcaption>
        {target === 'loading' ? (
          <p role="status">{t('ws.image.loading')}</p>
        ) : target === 'failed' ? (
          <p role="alert">{t('ws.image.unavailable')}</p>
        ) : (
          <img src={target.image!} alt={t('ws.image.targetAlt')} width={target.width ?? undefined} height={target.height ?? undefined} data-testid="image-target" />
        )}
      </figure>
      <figure>
        <figcaption>{t('ws.image.yours')}</figcaption>
        {yours ? <img src={yours} alt={t('ws.image.yoursAlt')} data-testid="image-yours" /> : <p className="ws-muted">{t('ws.image.notYet')}</p>}
      </figure>
    </div>
  )
}
