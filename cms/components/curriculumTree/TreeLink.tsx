'use client'
import { useTranslation } from '@payloadcms/ui'
import { treeText } from './treeText'

/** In the navigation and above the curriculum lists: the way to the tree view (docs/admin.md "Curriculum tree"). */
export function TreeNavLink() {
  const { i18n } = useTranslation()
  return (
    <a href="/admin/curriculum" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      {treeText(i18n.language).link}
    </a>
  )
}

export function TreeListLink() {
  const { i18n } = useTranslation()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/admin/curriculum">{treeText(i18n.language).viewAsTree}</a>
    </p>
  )
}
