import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPlugin } from '@judge/pluginHost/loader'
import { localized, t, textIn } from '@domain/i18n/messages'
import en from '@domain/i18n/messages/en.json'
import id from '@domain/i18n/messages/id.json'
import ja from '@domain/i18n/messages/ja.json'

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'plugins')

describe('t: one message in one locale', () => {
  it('gives ja, en and id their own text and falls back from id to en', () => {
    expect(t('ja', 'home.courses')).toBe(ja['home.courses'])
    expect(t('en', 'home.courses')).toBe('Courses')
    expect('judge.tooLong' in id).toBe(true)
    expect(t('id', 'judge.tooLong')).toBe('Proses terlalu lama dan dihentikan.')
    expect('api.notFound' in id).toBe(false)
    expect(t('id', 'api.notFound')).toBe('Not found.')
    expect(t('ja', 'api.notFound')).toBe('見つかりませんでした。')
  })

  it('fills placeholders and keeps one without a value as written', () => {
    expect(t('en', 'files.tooManyFiles', { max: 100 })).toBe('Too many files (at most 100 per page).')
    expect(t('ja', 'judge.sqlColumns', { yours: 'a' })).toBe('カラムが正しくありません（あなた: a、正解: {answer}）。')
    expect(t('en', 'judge.runError')).toBe('An error occurred: {detail}')
  })

  it('answers an unknown plugin key with the key itself', () => {
    expect(t('en', 'plugin.nobody.nothing')).toBe('plugin.nobody.nothing')
  })
})

describe('localized: one message in every locale, as the judge sends it', () => {
  it('has id only where the catalog has it, so the client falls back to en', () => {
    expect(localized('workspace.locked', { order: 3 })).toEqual({
      ja: 'ページ3を完了するまでこのページにはアクセスできません。',
      en: 'You cannot access this page until page 3 is done.',
    })
    const openLimit = localized('ws.alert.openLimit', { max: 5 })
    expect(openLimit.id).toBe('Kamu hanya bisa membuka 5 berkas sekaligus. Tutup berkas lain dulu.')
    expect(textIn(localized('judge.memory'), 'id')).toBe('The program used too much memory and was stopped.')
    expect(textIn(localized('judge.memory'), 'ja')).toBe('メモリを使いすぎたため中断しました。')
  })
})

describe('the catalog', () => {
  it('has every key in ja and en, non-empty, and id only for keys en has', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort())
    for (const catalog of [ja, en, id]) for (const [key, text] of Object.entries(catalog)) expect(text, key).not.toBe('')
    for (const key of Object.keys(id)) expect(key in en, key).toBe(true)
  })
})

describe('plugin messages', () => {
  it('are merged from the plugin folder at load and resolve through t', () => {
    expect(loadPlugin(path.join(fixtures, 'greeter')).manifest.id).toBe('greeter')
    expect(t('ja', 'plugin.greeter.hello', { name: 'Ken' })).toBe('こんにちは、Kenさん。')
    expect(t('id', 'plugin.greeter.hello', { name: 'Ken' })).toBe('Halo, Ken.')
    expect(t('id', 'plugin.greeter.bye')).toBe('Goodbye.')
    expect(localized('plugin.greeter.bye')).toEqual({ ja: 'さようなら。', en: 'Goodbye.' })
  })

  it('may not change the platform’s keys', () => {
    expect(() => loadPlugin(path.join(fixtures, 'intruder'))).toThrow(/keys must start with "plugin\.intruder\."/)
    expect(t('en', 'judge.infiniteLoop')).toBe('An infinite loop occurred. Check the condition that ends your loop.')
  })
})
