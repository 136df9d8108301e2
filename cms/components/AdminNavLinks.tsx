'use client'
import { useTranslation } from '@payloadcms/ui'
import { treeText } from './curriculumTree/treeText'

const DOCS = { en: 'Staff docs', ja: 'スタッフ向けドキュメント' }

/** After the collections in the admin's navigation: the curriculum tree and the staff docs (docs/admin.md). */
export function AdminNavLinks() {
  const { i18n } = useTranslation()
  const style = { display: 'block', padding: '0.25rem 0' }
  return (
    <>
      <a href="/admin/curriculum" className="nav__link" style={style}>
        {treeText(i18n.language).link}
      </a>
      <a href="/admin/docs" className="nav__link" style={style}>
        {i18n.language === 'ja' ? DOCS.ja : DOCS.en}
      </a>
    </>
  )
}
