import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections } from '@cms/collections'
import { globals } from '@cms/globals'
import { FIELD_LABEL_OVERRIDES, FIELD_LABELS, OPTION_LABELS, VALUE_OPTIONS } from '@cms/admin/fieldLabels'
import { mapFields, type FieldNode } from '@cms/admin/mapFields'
import { withFieldLabels } from '@cms/admin/withFieldLabels'

type Owner = { slug: string; fields: Field[] }
const owners: Owner[] = [...collections, ...globals]

/** Every field, tab and block field of the given owners with its key ('pages.judges.type'). */
function everyField(of: Owner[] = owners): { node: FieldNode; key: string }[] {
  const found: { node: FieldNode; key: string }[] = []
  for (const owner of of) mapFields(owner.fields, owner.slug, (node, key) => (found.push({ node, key }), node))
  return found
}

const inBothLanguages = (label: unknown) =>
  typeof label === 'object' && label !== null && typeof (label as { en?: unknown }).en === 'string' && typeof (label as { ja?: unknown }).ja === 'string' && !!(label as { en: string }).en && !!(label as { ja: string }).ja

const valueOf = (option: NonNullable<FieldNode['options']>[number]) => (typeof option === 'string' ? option : option.value)

describe('the admin’s field labels (docs/admin.md "Labels")', () => {
  it('label every field of every collection and global in English and Japanese, and name each array’s rows', () => {
    const fields = everyField()
    expect(fields.length).toBeGreaterThan(300)
    const unlabelled = fields.filter(({ node }) => (node.name || node.label !== undefined) && !inBothLanguages(node.label)).map(({ key, node }) => `${key} ${node.type ?? 'tab'}`)
    expect(unlabelled).toEqual([])
    const arrays = fields.filter(({ node }) => node.type === 'array')
    expect(arrays.length).toBeGreaterThan(10)
    expect(arrays.filter(({ node }) => !inBothLanguages(node.labels?.singular) || !inBothLanguages(node.labels?.plural)).map(({ key }) => key)).toEqual([])
  })

  it('show editors a select’s bare values only where they are the words editors know (VALUE_OPTIONS)', () => {
    const bare = everyField()
      .filter(({ node, key }) => node.options && !VALUE_OPTIONS.includes(key) && !VALUE_OPTIONS.includes(node.name!))
      .flatMap(({ node, key }) => node.options!.filter((option) => typeof option === 'string' || (typeof option.label === 'string' && option.label === option.value) || (typeof option.label === 'object' && !inBothLanguages(option.label))).map((option) => `${key}: ${valueOf(option)}`))
    expect(bare).toEqual([])
    const planType = everyField().find(({ key }) => key === 'pages.planType')!.node
    expect(planType.options).toContainEqual({ value: 'basic', label: { en: 'Basic (free)', ja: 'ベーシック(無料)' } })
    const weekdays = everyField().find(({ key }) => key === 'users.reminder.days')!.node
    expect(weekdays.options).toContainEqual({ value: 'mon', label: { en: 'Monday', ja: '月曜日' } })
  })

  it('name every global, and its navigation group, in both languages', () => {
    for (const global of globals) {
      expect(inBothLanguages(global.label), global.slug).toBe(true)
      expect(inBothLanguages(global.admin?.group), global.slug).toBe(true)
    }
  })

  it('label a name by its place where it means something else there', () => {
    const label = (key: string) => everyField().find((field) => field.key === key)!.node.label
    expect(label('companies.name')).toEqual({ en: 'Team name', ja: 'チーム名' })
    expect(label('users.name')).toEqual({ en: 'Name', ja: '名前' })
    expect(label('pages.judges.type')).toEqual({ en: 'Judge', ja: 'ジャッジの種類' })
    expect(label('application_events.type')).toEqual({ en: 'Type', ja: '種類' })
  })

  it('keep a label a field sets itself, and its own option wording', () => {
    const [things] = withFieldLabels([
      {
        slug: 'things',
        fields: [
          { name: 'title', type: 'text', label: { en: 'Headline', ja: '見出し' } },
          { name: 'slug', type: 'text', label: false },
          { name: 'hints', type: 'array', labels: { singular: 'Tip', plural: 'Tips' }, fields: [{ name: 'body', type: 'textarea' }] },
          { name: 'planType', type: 'select', options: [{ value: 'basic', label: 'Free for all' }, 'plus', 'professional'] },
        ],
      },
    ])
    const byKey = Object.fromEntries(everyField([things]).map(({ key, node }) => [key, node]))
    expect(byKey['things.title'].label).toEqual({ en: 'Headline', ja: '見出し' })
    expect(byKey['things.slug'].label).toBe(false)
    expect(byKey['things.hints'].label).toEqual({ en: 'Hints', ja: 'ヒント' })
    expect(byKey['things.hints'].labels).toEqual({ singular: 'Tip', plural: 'Tips' })
    expect(byKey['things.hints.body'].label).toEqual({ en: 'Body', ja: '本文' })
    expect(byKey['things.planType'].options).toEqual([
      { value: 'basic', label: 'Free for all' },
      { value: 'plus', label: { en: 'Plus', ja: 'Plus' } },
      { value: 'professional', label: { en: 'Professional', ja: 'Professional' } },
    ])
  })

  it('stop start-up naming every field and option the table lacks, nested ones by their path', () => {
    const start = () =>
      withFieldLabels([
        {
          slug: 'feedbacks',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'sentiment', type: 'text' },
            { type: 'row', fields: [{ name: 'answers', type: 'group', fields: [{ name: 'mood', type: 'checkbox' }] }] },
            { name: 'rating', type: 'select', label: { en: 'Rating', ja: '評価' }, options: ['good', 'bad'] },
            { name: 'planType', type: 'select', options: ['basic', 'enterprise'] },
          ],
        },
      ])
    expect(start).toThrow(/^cms\/admin\/fieldLabels\.ts has no admin labels for:/)
    const message = (() => {
      try {
        start()
      } catch (error) {
        return (error as Error).message
      }
    })()!
    expect(message).toContain('- the field feedbacks.sentiment: add "sentiment" to FIELD_LABELS')
    expect(message).toContain('- the field feedbacks.answers: add "answers" to FIELD_LABELS')
    expect(message).toContain('- the field feedbacks.answers.mood: add "mood" to FIELD_LABELS (or "feedbacks.answers.mood" to FIELD_LABEL_OVERRIDES')
    expect(message).toContain('- the options of feedbacks.rating (good, bad): add "rating" (or "feedbacks.rating") to OPTION_LABELS, or to VALUE_OPTIONS')
    expect(message).toContain('- the option "enterprise" of feedbacks.planType: add it to OPTION_LABELS["planType"]')
    expect(message).not.toContain('feedbacks.title')
  })

  it('hold no entries for fields or options that no longer exist', () => {
    const fields = everyField()
    const names = new Set(fields.map(({ node }) => node.name))
    const keys = new Set(fields.map(({ key }) => key))
    expect(Object.keys(FIELD_LABELS).filter((name) => !names.has(name))).toEqual([])
    expect(Object.keys(FIELD_LABEL_OVERRIDES).filter((key) => !keys.has(key))).toEqual([])
    expect(VALUE_OPTIONS.filter((entry) => !keys.has(entry) && !names.has(entry))).toEqual([])
    const optionValues = (entry: string) => new Set(fields.filter(({ node, key }) => key === entry || node.name === entry).flatMap(({ node }) => (node.options ?? []).map(valueOf)))
    const stale = Object.entries(OPTION_LABELS).flatMap(([entry, labels]) => Object.keys(labels).filter((value) => !optionValues(entry).has(value)).map((value) => `${entry}: ${value}`))
    expect(stale).toEqual([])
  })
})
