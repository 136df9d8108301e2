import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, editorReady, signInTo } from '../support/learner'

const EXERCISE = '/html/html-css-study-1/1/2'

const browser = useBrowser()

describe('the workspace on small and large screens', () => {
  it('on a phone: the use-a-PC notice until "do not show again", and the panes as tabs', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), EXERCISE)
    const disclaimer = page.getByTestId('disclaimer-modal')
    await disclaimer.waitFor()
    await disclaimer.getByLabel('次回から表示しない').check()
    await disclaimer.getByRole('button', { name: '閉じる' }).click()
    await disclaimer.waitFor({ state: 'hidden' })

    const tabs = page.getByRole('tablist')
    // The tabs appear once the workspace has its files, which may be after the notice closed.
    await tabs.getByRole('tab').first().waitFor()
    expect(await tabs.getByRole('tab').count()).toBe(3)
    await tabs.getByRole('tab', { name: 'エディタ' }).click()
    await editorReady(page)
    expect(await page.getByTestId('code-editor').isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    await page.reload()
    await page.getByRole('tablist').waitFor()
    await page.waitForTimeout(500)
    expect(await page.getByTestId('disclaimer-modal').isVisible()).toBe(false)
    await page.close()
  })

  it('on a 1280 px screen: at most 8 open files, then the alert; a closed tab makes room again', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), EXERCISE)
    await editorReady(page)
    const tabs = page.getByRole('list', { name: '開いているファイル' }).getByRole('listitem')
    const add = async (name: string) => {
      await page.getByRole('button', { name: '新しいファイル' }).click()
      const field = page.getByTestId('file-dialog').getByRole('textbox')
      await field.fill(name)
      await field.press('Enter')
      await page.locator(`[data-path="${name}"]`).waitFor()
    }
    // index.html is open from the start; every new file opens in a tab.
    expect(await tabs.count()).toBe(1)
    for (let i = 1; i <= 7; i++) {
      await add(`page${i}.html`)
      await expect.poll(() => tabs.count()).toBe(1 + i)
    }
    await add('page8.html')
    await expect.poll(() => page.getByTestId('workspace-alert').innerText()).toContain('8')
    expect(await tabs.count()).toBe(8)

    await page.getByRole('button', { name: 'page1.html を閉じる' }).click()
    await page.locator('[data-path="page8.html"]').click()
    await expect.poll(() => tabs.last().innerText()).toContain('page8.html')
    expect(await tabs.count()).toBe(8)
    await page.close()
  })
})
