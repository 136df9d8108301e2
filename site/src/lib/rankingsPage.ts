import { RANKING_PERIODS, type RankingRow as Row } from '@domain/api/rankings'
import { rankingRoutes } from '@domain/api/routes'
import { loadSession } from '../stores/session'
import { learnerCall } from './api'

/** /rankings: the period from ?period= (day when missing or unknown), the table, the note and "to my rank". */
export async function startRankings() {
  const main = document.querySelector<HTMLElement>('[data-rankings]')
  if (!main) return
  if (!(await loadSession()).user) return window.location.assign(main.dataset.signIn!)
  const asked = new URLSearchParams(window.location.search).get('period')
  const period = RANKING_PERIODS.find((p) => p === asked) ?? 'day'
  for (const tab of main.querySelectorAll<HTMLAnchorElement>('[data-period]')) {
    if (tab.dataset.period === period) tab.setAttribute('aria-current', 'page')
  }
  main.querySelector('[data-caption]')!.textContent = main.querySelector(`[data-period="${period}"]`)!.textContent
  const answer = await learnerCall(rankingRoutes.rankings, { query: { period } })
  if (!answer.ok || !answer.body) return
  const { rankings, me } = answer.body
  main.querySelector<HTMLElement>('[data-ranking-rows]')!.replaceChildren(...rankings.map((row) => rowFor(main, row)))
  main.querySelector('[data-display-note]')!.textContent = me.displayRanking ? main.dataset.shownPublic! : main.dataset.shownAnonymous!
  const myRankText = main.querySelector<HTMLElement>('[data-my-rank-text]')!
  main.querySelector('[data-to-my-rank]')!.addEventListener('click', () => {
    const mine = main.querySelector<HTMLElement>('tr[data-me]')
    myRankText.textContent = me.rank ? main.dataset.myRank!.replace('{rank}', String(me.rank)) : main.dataset.unranked!
    if (!mine) return
    mine.scrollIntoView({ block: 'center' })
    mine.focus()
  })
}

function rowFor(main: HTMLElement, row: Row) {
  const tr = document.createElement('tr')
  if (row.isMe) {
    // Marked for the eye (the row's colour) and for screen readers (aria-current and "you" after the name).
    tr.dataset.me = ''
    tr.tabIndex = -1
    tr.setAttribute('aria-current', 'true')
  }
  const name = row.anonymous ? main.dataset.anonymous! : (row.name ?? main.dataset.noName!)
  for (const [index, value] of [String(row.rank), name, String(row.level), row.exp.toLocaleString()].entries()) {
    const cell = document.createElement(index === 0 ? 'th' : 'td')
    if (index === 0) cell.setAttribute('scope', 'row')
    cell.textContent = value
    if (index === 1 && row.isMe) cell.append(Object.assign(document.createElement('strong'), { textContent: main.dataset.you! }))
    tr.append(cell)
  }
  return tr
}
