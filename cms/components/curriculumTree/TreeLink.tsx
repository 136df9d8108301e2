'use client'
import { useTranslation } from '@payloadcms/ui'
import { treeText } from './treeText'

/** Above the curriculum lists: the way to the tree view (docs/admin.md "Curriculum tree"). */
export function TreeListLink() {
  const { i18n } = useTranslation()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/admin/curriculum">{treeText(i18n.language).viewAsTree}</a>
    </p>
  )
}
