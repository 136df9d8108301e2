import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { isStaff } from '@domain/roles'
import { loadCurriculumTree } from '@cms/admin/curriculumTree/loadCurriculumTree'
import { CurriculumTree } from './CurriculumTree'
import { treeText } from './treeText'

/** /admin/curriculum: the curriculum as a tree (docs/admin.md "Curriculum tree"). Staff only. */
export async function CurriculumTreeView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!isStaff(req.user)) redirect('/admin/login?redirect=%2Fadmin%2Fcurriculum')
  const language = req.i18n.language
  const tree = await loadCurriculumTree(req.payload, locale?.code ?? 'ja')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginTop: '1.5rem' }}>{treeText(language).title}</h1>
        <CurriculumTree tree={tree} language={language} />
      </Gutter>
    </DefaultTemplate>
  )
}
