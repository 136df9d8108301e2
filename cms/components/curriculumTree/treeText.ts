const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

const en = {
  title: 'Curriculum tree',
  help: 'Drag an item, or use its ↑ ↓ buttons, to change the order. Each move is saved at once and published to the site.',
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  drag: 'Drag to reorder',
  moved: (title: string, position: number) => `Moved “${title}” to position ${position}. Saved.`,
  failed: (title: string) => `“${title}” could not be moved; the order is unchanged.`,
  pages: (count: number) => plural(count, 'page'),
  pageMeta: (order: number, plan: string) => `page ${order} · ${plan}`,
  lessonMeta: (category: string, order: number, chapters: number, pages: number) => `${category} ${order} · ${plural(chapters, 'chapter')} · ${plural(pages, 'page')}`,
  courseMeta: (language: string, lessons: number, pages: number) => `${language} · ${plural(lessons, 'lesson')} · ${plural(pages, 'page')}`,
  pagesOf: (chapter: string) => `Pages of ${chapter}`,
  chaptersOf: (lesson: string) => `Chapters of ${lesson}`,
  lessonsOf: (course: string, category: string) => `${category} lessons of ${course}`,
  link: 'Curriculum tree',
  viewAsTree: 'See the whole curriculum as a tree, and put it in order',
}

const ja: typeof en = {
  title: 'カリキュラムツリー',
  help: '項目をドラッグするか、↑ ↓ ボタンで順番を変えられます。移動はすぐに保存され、サイトに公開されます。',
  moveUp: (title) => `「${title}」を上へ移動`,
  moveDown: (title) => `「${title}」を下へ移動`,
  drag: 'ドラッグして並べ替え',
  moved: (title, position) => `「${title}」を${position}番目に移動し、保存しました。`,
  failed: (title) => `「${title}」を移動できませんでした。順番は変わっていません。`,
  pages: (count) => `${count}ページ`,
  pageMeta: (order, plan) => `${order}ページ目 · ${plan}`,
  lessonMeta: (category, order, chapters, pages) => `${category} ${order} · ${chapters}章 · ${pages}ページ`,
  courseMeta: (language, lessons, pages) => `${language} · ${lessons}レッスン · ${pages}ページ`,
  pagesOf: (chapter) => `${chapter}のページ`,
  chaptersOf: (lesson) => `${lesson}の章`,
  lessonsOf: (course, category) => `${course}の${category}レッスン`,
  link: 'カリキュラムツリー',
  viewAsTree: 'カリキュラム全体をツリーで見て、並べ替える',
}

/** The tree view's words in the admin's languages (docs/admin.md "Labels"). */
export const treeText = (language: string) => (language === 'ja' ? ja : en)
