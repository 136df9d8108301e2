import type { Access, CollectionConfig } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import { ALL_FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_STATUSES, FEEDBACK_VARIANTS, isCategoryOf, type FeedbackCategory, type FeedbackVariant } from '@domain/feedback/feedbackRules'
import { t } from '@domain/i18n/messages'
import { staffOnly } from '../../access/collection'
import { feedbacksEndpoints } from '../../api'
import { markAnswered, replyToSender } from './hooks/replyToSender'
import { removeAttachment } from './hooks/removeAttachment'

/** Feedback arrives through the learner call only (POST /api/feedbacks, which stores it with overrideAccess). */
const onlyThroughLearnerCall: Access = () => false
/** What the sender wrote, and where from: staff read it, never rewrite it. */
const fromSender = { readOnly: true }
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
/** The variants as staff know them, and the categories as the senders read them (the site's catalog). */
const VARIANT_LABELS: Record<FeedbackVariant, { en: string; ja: string }> = {
  default: { en: 'General (footer)', ja: '一般（フッター）' },
  business: { en: 'Business', ja: '法人' },
  document: { en: 'Document page', ja: 'ドキュメント' },
  academic: { en: 'Schools', ja: '学校' },
}
const categoryLabel = (category: FeedbackCategory) => ({ en: t('en', `feedback.category.${category}`), ja: t('ja', `feedback.category.${category}`) })

/**
 * Feedback sent from the site's feedback modal (docs/feedback.md): read and answered by staff only. Saving a
 * reply mails it to the sender, notifies a signed-in sender and marks the feedback answered (hooks/replyToSender.ts).
 */
export const Feedbacks: CollectionConfig = {
  slug: 'feedbacks',
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['createdAt', 'variant', 'category', 'status', 'email', 'pageUrl'],
    listSearchableFields: ['email', 'message', 'pageUrl'],
    group: 'Site',
    description: {
      en: 'Sent from the feedback modal. Write a reply and save: the sender gets it by mail (and as a notification when signed in), and the status becomes "answered".',
      ja: 'フィードバックのモーダルから送られた内容です。回答を書いて保存すると、送信者にメールで（ログイン中の送信者には通知でも）届き、ステータスが「回答済み」になります。',
    },
  },
  access: { create: onlyThroughLearnerCall, read: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  endpoints: feedbacksEndpoints,
  hooks: { beforeChange: [markAnswered], afterChange: [replyToSender], afterDelete: [removeAttachment] },
  fields: [
    { name: 'variant', label: { en: 'Variant', ja: '種類' }, type: 'select', required: true, index: true, options: FEEDBACK_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] })), admin: fromSender },
    {
      name: 'category',
      label: { en: 'Category', ja: 'カテゴリ' },
      type: 'select',
      required: true,
      index: true,
      options: ALL_FEEDBACK_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ variant: FeedbackVariant }> }) =>
        !value || !siblingData.variant || isCategoryOf(siblingData.variant, String(value)) || 'Not a category of this variant.',
    },
    {
      name: 'status',
      label: { en: 'Status', ja: 'ステータス' },
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'new',
      options: [
        { value: 'new', label: { en: 'New', ja: '新規' } },
        { value: 'in_progress', label: { en: 'In progress', ja: '対応中' } },
        { value: 'answered', label: { en: 'Answered', ja: '回答済み' } },
        { value: 'closed', label: { en: 'Closed', ja: '完了' } },
      ] satisfies { value: (typeof FEEDBACK_STATUSES)[number]; label: { en: string; ja: string } }[],
      admin: { position: 'sidebar' },
    },
    { name: 'email', label: { en: 'Email', ja: 'メールアドレス' }, type: 'email', index: true, admin: { ...fromSender, description: { en: 'Where the reply goes. Empty for a signed-in sender without an address: they get the notification only.', ja: '回答の送り先。アドレスのないログイン中の送信者は空欄で、通知のみ届きます。' } } },
    { name: 'message', label: { en: 'Message', ja: '内容' }, type: 'textarea', required: true, maxLength: FEEDBACK_LIMITS.messageChars, admin: fromSender },
    { name: 'pageUrl', label: { en: 'Page', ja: 'ページ' }, type: 'text', maxLength: FEEDBACK_LIMITS.pageUrlChars, admin: fromSender },
    {
      name: 'attachment',
      label: { en: 'Screenshot or file', ja: 'スクリーンショット・ファイル' },
      type: 'upload',
      relationTo: 'feedback_attachments',
      admin: fromSender,
    },
    { name: 'user', label: { en: 'Signed-in sender', ja: 'ログイン中の送信者' }, type: 'relationship', relationTo: 'users', index: true, admin: { ...fromSender, position: 'sidebar' } },
    { name: 'locale', label: { en: 'Language', ja: '言語' }, type: 'select', options: options(LOCALES), admin: { ...fromSender, position: 'sidebar' } },
    {
      name: 'reply',
      label: { en: 'Reply', ja: '回答' },
      type: 'textarea',
      maxLength: FEEDBACK_LIMITS.messageChars,
      admin: { description: { en: 'Saving a new reply sends it to the sender.', ja: '新しい回答を保存すると送信者に送られます。' } },
    },
    { name: 'repliedAt', label: { en: 'Replied at', ja: '回答日時' }, type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
