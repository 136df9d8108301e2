import { useState } from 'react'
import type { JudgeResult } from '../controller'
import { useT } from '../i18n'
import { ClearBadge, Confetti, LevelBadge } from './Celebration'
import { Dialog } from './Dialog'
import { ReminderDialog } from './ReminderDialog'

interface Props {
  result: JudgeResult
  nextUrl: string | null
  courseUrl: string
  /** The survey follows the lesson's last page; the hook sends the answer. */
  askSurvey: boolean
  /** The clear completed the lesson: a study reminder is offered (docs/reminders.md "After a lesson"). */
  offerReminder: boolean
  settingsHref: string
  onSurvey: (score: number, comment: string) => Promise<void>
  onNext: () => void
  onClose: () => void
}

/**
 * After a clear: congratulations (exp), then level-up when the level changed, then a study reminder when the
 * lesson is complete, then the survey hook. The next page's link is on the last of them.
 */
export function ClearModals({ result, nextUrl, courseUrl, askSurvey, offerReminder, settingsHref, onSurvey, onNext, onClose }: Props) {
  const { t } = useT()
  const levelUp = Boolean(result.exp && result.exp.level > result.exp.previousLevel)
  const steps = ['congrats', ...(levelUp ? ['levelUp'] : []), ...(offerReminder ? ['reminder'] : []), ...(askSurvey ? ['survey'] : [])] as const
  const [step, setStep] = useState(0)
  const current = steps[step]
  const last = steps[steps.length - 1]
  const advance = () => (step + 1 < steps.length ? setStep(step + 1) : onClose())
  const nextButton = nextUrl ? (
    <a className="ws-button ws-primary" href={nextUrl} onClick={onNext} data-testid="next-page">{t('ws.next')}</a>
  ) : (
    <a className="ws-button ws-primary" href={courseUrl}>{t('ws.finishLesson')}</a>
  )
  return (
    <>
      <Dialog open={current === 'congrats'} title={t('ws.congrats.title')} onClose={advance} testId="congrats-modal" className="ws-dialog-celebrate celebrate-pop" before={<><Confetti /><ClearBadge /></>}>
        <p className="ws-exp">{result.exp ? t('ws.congrats.exp', { gained: result.exp.gained, total: result.exp.totalExp }) : t('ws.congrats.again')}</p>
        <div className="ws-dialog-actions">
          <button type="button" onClick={advance}>{t('ws.close')}</button>
          {last === 'congrats' && nextButton}
        </div>
      </Dialog>
      <Dialog open={current === 'levelUp'} title={t('ws.levelUp.title')} onClose={advance} testId="level-up-modal" className="ws-dialog-celebrate celebrate-pop" before={<><Confetti /><LevelBadge level={result.exp?.level ?? 1} /></>}>
        <p className="ws-exp">{t('ws.levelUp.body', { level: result.exp?.level ?? 1 })}</p>
        <div className="ws-dialog-actions">
          <button type="button" onClick={advance}>{t('ws.close')}</button>
          {last === 'levelUp' && nextButton}
        </div>
      </Dialog>
      <ReminderDialog open={current === 'reminder'} settingsHref={settingsHref} after={last === 'reminder' && nextButton} onDone={advance} />
      <Dialog open={current === 'survey'} title={t('ws.survey.title')} onClose={advance} testId="survey-modal">
        <SurveyForm onSend={onSurvey} after={nextButton} />
      </Dialog>
    </>
  )
}

function SurveyForm({ onSend, after }: { onSend: (score: number, comment: string) => Promise<void>; after: React.ReactNode }) {
  const { t } = useT()
  const [score, setScore] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [sent, setSent] = useState(false)
  if (sent) return <><p role="status">{t('ws.survey.thanks')}</p><div className="ws-dialog-actions">{after}</div></>
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (score !== null) void onSend(score, comment).then(() => setSent(true))
      }}
    >
      <fieldset className="ws-scores">
        <legend>{t('ws.survey.question')}</legend>
        {Array.from({ length: 11 }, (_, n) => (
          <label key={n}>
            <input type="radio" name="score" value={n} checked={score === n} onChange={() => setScore(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <label className="ws-field">
        {t('ws.survey.comment')}
        <textarea value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
      </label>
      <div className="ws-dialog-actions">
        {after}
        <button type="submit" className="ws-primary" disabled={score === null}>{t('ws.survey.send')}</button>
      </div>
    </form>
  )
}
