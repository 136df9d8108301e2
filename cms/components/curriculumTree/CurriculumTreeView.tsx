import type { AdminViewServerProps } from 'payload'
import { loadCurriculumTree } from '@cms/admin/curriculumTree/loadCurriculumTree'
import { refuseAllButStaff, StaffView } from '../StaffView'
import { CurriculumTree } from './CurriculumTree'
import { treeText } from './treeText'

/** /admin/curriculum: the curriculum as a tree (docs/admin.md "Curriculum tree"). Staff only. */
export async function CurriculumTreeView(props: AdminViewServerProps) {
  refuseAllButStaff(props, '/curriculum')
  const { req, locale } = props.initPageResult
  const language = req.i18n.language
  const tree = await loadCurriculumTree(req.payload, locale?.code ?? 'ja')
  return (
    <StaffView props={props}>
      <h1 style={{ marginTop: '1.5rem' }}>{treeText(language).title}</h1>
      <CurriculumTree tree={tree} language={language} />
    </StaffView>
  )
}
