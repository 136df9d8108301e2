import type { CollectionConfig, GlobalConfig } from 'payload'
import { l, type Label } from './label'

/** The admin navigation's groups in each admin language (docs/admin.md "Labels"). */
const GROUPS: Record<string, Label> = {
  Curriculum: l('Curriculum', 'カリキュラム'),
  Site: l('Site', 'サイト'),
  People: l('People', 'ユーザー'),
  Billing: l('Billing', '課金'),
}

/** Every collection's name, one and many, in each admin language: never a raw slug ("News_posts"). */
const COLLECTIONS: Record<string, [singular: Label, plural: Label]> = {
  languages: [l('Language', '言語'), l('Languages', '言語')],
  courses: [l('Course', 'コース'), l('Courses', 'コース')],
  lessons: [l('Lesson', 'レッスン'), l('Lessons', 'レッスン')],
  chapters: [l('Chapter', 'チャプター'), l('Chapters', 'チャプター')],
  pages: [l('Exercise page', '演習ページ'), l('Exercise pages', '演習ページ')],
  slides: [l('Slide deck', 'スライド'), l('Slide decks', 'スライド')],
  projects: [l('Project', 'プロジェクト'), l('Projects', 'プロジェクト')],
  topics: [l('Project topic', 'プロジェクトのトピック'), l('Project topics', 'プロジェクトのトピック')],
  learning_paths: [l('Learning path', '学習パス'), l('Learning paths', '学習パス')],
  language_certificate_descriptions: [l('Language certificate text', '言語修了証の説明'), l('Language certificate texts', '言語修了証の説明')],
  faq_categories: [l('FAQ category', 'FAQカテゴリ'), l('FAQ categories', 'FAQカテゴリ')],
  faqs: [l('FAQ', 'FAQ'), l('FAQs', 'FAQ')],
  news_posts: [l('News post', 'お知らせ'), l('News posts', 'お知らせ')],
  success_stories: [l('Success story', '受講者の声'), l('Success stories', '受講者の声')],
  documents: [l('Document', 'ドキュメント'), l('Documents', 'ドキュメント')],
  job_openings: [l('Job opening', '求人'), l('Job openings', '求人')],
  banners: [l('Banner', 'バナー'), l('Banners', 'バナー')],
  media: [l('Image', '画像'), l('Images', '画像')],
  feedbacks: [l('Feedback', 'フィードバック'), l('Feedback', 'フィードバック')],
  feedback_attachments: [l('Feedback attachment', 'フィードバックの添付'), l('Feedback attachments', 'フィードバックの添付')],
  users: [l('User', 'ユーザー'), l('Users', 'ユーザー')],
  avatars: [l('Avatar', 'アバター'), l('Avatars', 'アバター')],
  companies: [l('Team', 'チーム'), l('Teams', 'チーム')],
  companies_users: [l('Team member', 'チームメンバー'), l('Team members', 'チームメンバー')],
  company_invitations: [l('Team invitation', 'チーム招待'), l('Team invitations', 'チーム招待')],
  user_page_infos: [l('Page progress', 'ページの進捗'), l('Page progress', 'ページの進捗')],
  lesson_completions: [l('Lesson completion', 'レッスン完了'), l('Lesson completions', 'レッスン完了')],
  team_lesson_counts: [l('Team lesson count', 'チームのレッスン完了数'), l('Team lesson counts', 'チームのレッスン完了数')],
  user_learning_paths: [l('Path enrolment', '学習パスの受講'), l('Path enrolments', '学習パスの受講')],
  user_document_page_infos: [l('Document progress', 'ドキュメントの進捗'), l('Document progress', 'ドキュメントの進捗')],
  certificates: [l('Certificate', '修了証'), l('Certificates', '修了証')],
  favorite_slides: [l('Favourite slide', 'お気に入りスライド'), l('Favourite slides', 'お気に入りスライド')],
  slide_search_terms: [l('Slide search term', 'スライド検索語'), l('Slide search terms', 'スライド検索語')],
  ranking_scores: [l('Ranking score', 'ランキングのスコア'), l('Ranking scores', 'ランキングのスコア')],
  ranking_exp_buckets: [l('Ranking period', 'ランキングの集計'), l('Ranking periods', 'ランキングの集計')],
  notifications: [l('Notification', '通知'), l('Notifications', '通知')],
  reminder_deliveries: [l('Reminder delivery', 'リマインダーの送信'), l('Reminder deliveries', 'リマインダーの送信')],
  application_events: [l('Application event', 'アプリケーションイベント'), l('Application events', 'アプリケーションイベント')],
  javascript_logs: [l('JavaScript log', 'JavaScriptログ'), l('JavaScript logs', 'JavaScriptログ')],
  contact_messages: [l('Contact message', 'お問い合わせ'), l('Contact messages', 'お問い合わせ')],
  job_applications: [l('Job application', '応募'), l('Job applications', '応募')],
  subscriptions: [l('Subscription', 'サブスクリプション'), l('Subscriptions', 'サブスクリプション')],
  charges: [l('Charge', '決済'), l('Charges', '決済')],
  coupons: [l('Coupon', 'クーポン'), l('Coupons', 'クーポン')],
  coupon_redemptions: [l('Coupon redemption', 'クーポン利用'), l('Coupon redemptions', 'クーポン利用')],
  billing_events: [l('Billing event', '課金イベント'), l('Billing events', '課金イベント')],
  billing_log: [l('Billing log entry', '課金ログ'), l('Billing log', '課金ログ')],
}

/** Every global's name in each admin language. */
const GLOBALS: Record<string, Label> = {
  landing: l('Landing page', 'トップページ'),
  professional: l('Professional page', 'Professionalページ'),
}

/** The navigation group in each admin language; a group named as a string would stand apart from its translation. */
const translatedGroup = (group: unknown) => (typeof group === 'string' ? GROUPS[group] : undefined)

/**
 * The collections with their names and navigation groups in the admin's languages (en, ja). A collection
 * missing from the table stops start-up: a new collection gets its labels when it is added.
 */
export function withAdminLabels(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const names = COLLECTIONS[collection.slug]
    if (!names) throw new Error(`cms/admin/adminLabels.ts has no labels for the collection "${collection.slug}"`)
    const group = translatedGroup(collection.admin?.group)
    return {
      ...collection,
      labels: { singular: names[0], plural: names[1] },
      admin: { ...collection.admin, ...(group && { group }) },
    }
  })
}

/** The globals with their names and navigation groups in the admin's languages; a missing one stops start-up. */
export function withGlobalAdminLabels(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => {
    const label = GLOBALS[global.slug]
    if (!label) throw new Error(`cms/admin/adminLabels.ts has no label for the global "${global.slug}"`)
    const group = translatedGroup(global.admin?.group)
    return { ...global, label, admin: { ...global.admin, ...(group && { group }) } }
  })
}
