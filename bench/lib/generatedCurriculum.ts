import { LANGUAGE_NAMES } from '@domain/languageNames'
import type { Curriculum, PageEntry } from '@content/lib/model'

export interface CurriculumSize {
  courses: number
  lessonsPerCourse: number
  pagesPerLesson: number
}

/**
 * A large curriculum shaped like the starter one (each page like javascript-study-1 #1: instructions in ja
 * and en, a starting and an answer file, an OutputJudge), to measure how the static build scales. A course
 * owns its language's URLs (/courses/{languageName}), so there is one course per language name: at most 22.
 */
export function generateCurriculum({ courses, lessonsPerCourse, pagesPerLesson }: CurriculumSize): Curriculum {
  if (courses > LANGUAGE_NAMES.length) throw new Error(`at most ${LANGUAGE_NAMES.length} courses (one per language name)`)
  const names = LANGUAGE_NAMES.slice(0, courses)
  return {
    languages: names.map((name, i) => ({ name, order: i + 1, title: { ja: `言語 ${name}`, en: `Language ${name}` } })),
    courses: names.map((languageName, c) => ({
      course: {
        slug: `gen-course-${c + 1}`,
        languageName,
        order: c + 1,
        title: { ja: `生成コース ${c + 1}`, en: `Generated course ${c + 1}` },
        description: { ja: `ベンチマーク用のコース ${c + 1}`, en: `Benchmark course ${c + 1}` },
      },
      projects: [],
      lessons: Array.from({ length: lessonsPerCourse }, (_, l) => {
        const slug = `gen-${c + 1}-lesson-${l + 1}`
        return {
          lesson: {
            slug,
            category: 'study',
            order: l + 1,
            planType: 'basic' as const,
            title: { ja: `レッスン ${c + 1}-${l + 1}`, en: `Lesson ${c + 1}-${l + 1}` },
            description: { ja: '出力を学びます。', en: 'Learn to print.' },
            chapters: [{ slug: 'basics', title: { ja: '基本', en: 'The basics' } }],
          },
          slides: null,
          pages: Array.from({ length: pagesPerLesson }, (_, p) => generatedPage(p + 1)),
        }
      }),
    })),
  }
}

function generatedPage(order: number): PageEntry {
  const text = `Hello, page ${order}!`
  return {
    page: {
      slug: `print-${order}`,
      chapter: 'basics',
      order,
      title: { ja: `文字列を出力しよう ${order}`, en: `Print a string ${order}` },
      planType: 'basic',
      filetreeType: 'default',
      judgeLanguage: 'javascript',
      orderOfEarlierPageRequiringCompletion: null,
      hints: { en: ['Wrap the string in quotes.'], ja: ['文字列はクォーテーションで囲みます。'] },
      judges: [{ type: 'OutputJudge', spec: { expected: `${text}\n`, match: 'exact' } }],
    },
    instructions: {
      ja: `\`console.log()\` は \`()\` の中の値を出力します。\n\n## 目標\n\n\`${text}\` と出力しましょう。\n`,
      en: `\`console.log()\` prints the value inside \`()\`.\n\n## Goal\n\nPrint \`${text}\`.\n`,
    },
    defaultFiles: [{ path: 'script.js', content: '// Write your code here\n' }],
    answerFiles: [{ path: 'script.js', content: `console.log('${text}');\n` }],
    hiddenFiles: [],
  }
}
