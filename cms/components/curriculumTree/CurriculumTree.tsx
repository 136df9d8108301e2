'use client'
import { useState } from 'react'
import type { TreeChapter, TreeCourse, TreeLesson, TreePage } from '@cms/admin/curriculumTree/loadCurriculumTree'
import { publishingMessage, usePublishingStatus } from '../usePublishingStatus'
import { ReorderableList } from './ReorderableList'
import { treeText } from './treeText'

type Collection = 'lessons' | 'chapters' | 'pages'

/**
 * The curriculum tree (docs/admin.md "Curriculum tree"): courses → lessons → chapters → pages with counts,
 * every level linked to its edit view and put in order by drag and drop or Move up/down. After a move, the
 * live region says it was saved and when it is live on the site.
 */
export function CurriculumTree({ tree, language }: { tree: TreeCourse[]; language: string }) {
  const text = treeText(language)
  const [announcement, setAnnouncement] = useState('')
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const publishing = usePublishingStatus(savedAt)

  const reorder = (collection: Collection) => async (ids: number[], moved: { title: string }, position: number) => {
    const response = await fetch('/api/curriculum_order', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection, ids }),
    }).catch(() => null)
    if (!response?.ok) {
      setAnnouncement(text.failed(moved.title))
      return false
    }
    setSavedAt(((await response.json()) as { savedAt: number }).savedAt)
    setAnnouncement(text.moved(moved.title, position))
    return true
  }

  const edit = (collection: string, id: number) => `/admin/collections/${collection}/${id}`
  const pageItem = (page: TreePage) => (
    <span className="curriculum-tree__row">
      <a href={edit('pages', page.id)}>{page.title}</a>
      <span className="curriculum-tree__meta">{text.pageMeta(page.order, page.planType)}</span>
    </span>
  )
  const chapterItem = (chapter: TreeChapter) => (
    <details open>
      <summary>
        <a href={edit('chapters', chapter.id)}>{chapter.title}</a> <span className="curriculum-tree__meta">{text.pages(chapter.pages.length)}</span>
      </summary>
      {chapter.pages.length > 1 ? <ReorderableList items={chapter.pages} collection="pages" label={text.pagesOf(chapter.title)} text={text} onReorder={reorder('pages')} render={pageItem} /> : <ol className="curriculum-tree__list">{chapter.pages.map((page) => <li key={page.id} className="curriculum-tree__item">{pageItem(page)}</li>)}</ol>}
    </details>
  )
  const lessonItem = (lesson: TreeLesson) => (
    <details>
      <summary>
        <a href={edit('lessons', lesson.id)}>{lesson.title}</a>{' '}
        <span className="curriculum-tree__meta">{text.lessonMeta(lesson.category, lesson.order, lesson.chapters.length, lesson.pageCount)}</span>
      </summary>
      <ReorderableList items={lesson.chapters} collection="chapters" label={text.chaptersOf(lesson.title)} text={text} onReorder={reorder('chapters')} render={chapterItem} />
    </details>
  )

  return (
    <div className="curriculum-tree">
      <p className="curriculum-tree__help">{text.help}</p>
      <p role="status" aria-live="polite" className="curriculum-tree__status" data-publishing={publishing?.kind ?? 'unknown'}>
        {announcement} {publishingMessage(publishing, language)}
      </p>
      {tree.map((course) => (
        <section key={course.id} className="curriculum-tree__course" aria-labelledby={`course-${course.id}`}>
          <h2 id={`course-${course.id}`}>
            <a href={edit('courses', course.id)}>{course.title}</a>{' '}
            <span className="curriculum-tree__meta">{text.courseMeta(course.languageName, course.lessons.length, course.pageCount)}</span>
          </h2>
          {categories(course.lessons).map(([category, lessons]) => (
            <ReorderableList key={category} items={lessons} collection="lessons" label={text.lessonsOf(course.title, category)} text={text} onReorder={reorder('lessons')} render={lessonItem} />
          ))}
        </section>
      ))}
      <style>{STYLE}</style>
    </div>
  )
}

/** Lessons are numbered within their category (study, dojo…), so each category is its own list. */
function categories(lessons: TreeLesson[]): [string, TreeLesson[]][] {
  const groups = new Map<string, TreeLesson[]>()
  for (const lesson of lessons) groups.set(lesson.category, [...(groups.get(lesson.category) ?? []), lesson])
  return [...groups]
}

const STYLE = `
.curriculum-tree__list { list-style: none; margin: 0 0 0.5rem; padding: 0 0 0 1rem; }
.curriculum-tree__item { display: flex; align-items: flex-start; gap: 0.5rem; padding: 0.25rem 0.5rem; border: 1px solid var(--theme-elevation-100); border-radius: 4px; margin: 0.25rem 0; background: var(--theme-elevation-0); }
.curriculum-tree__item.is-dragged { opacity: 0.5; }
.curriculum-tree__handle { cursor: grab; color: var(--theme-elevation-500); padding-top: 0.1rem; }
.curriculum-tree__body { flex: 1; min-width: 0; }
.curriculum-tree__moves { display: flex; gap: 0.25rem; }
.curriculum-tree__move { min-width: 2rem; min-height: 2rem; border: 1px solid var(--theme-elevation-200); border-radius: 4px; background: var(--theme-elevation-50); color: var(--theme-text); cursor: pointer; }
.curriculum-tree__move:disabled { opacity: 0.4; cursor: default; }
.curriculum-tree__meta { color: var(--theme-elevation-650); font-size: 0.8125rem; }
.curriculum-tree__row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.curriculum-tree__course h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
.curriculum-tree__status { min-height: 1.5rem; }
.curriculum-tree summary { cursor: pointer; }
`
