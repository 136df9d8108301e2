import { describe, expect, it } from 'vitest'
import { groupByTrack, pathsWithin } from '@domain/site/courseTracks'

const course = (slug: string, order: number, track: string | null) => ({ slug, order, track, languageName: slug })

describe('the courses page tracks (docs/content.md "Tracks")', () => {
  it("groups courses by track in the tracks' order, each in its recommended order, untracked ones last", () => {
    const groups = groupByTrack([
      course('sql', 7, 'data'),
      course('cobol', 1, null),
      course('js', 3, 'web'),
      course('html', 1, 'web'),
      course('python', 6, 'data'),
      course('odd', 2, 'mobile'),
    ])
    expect(groups.map((g) => [g.track, g.courses.map((c) => c.slug)])).toEqual([
      ['web', ['html', 'js']],
      ['data', ['python', 'sql']],
      [null, ['cobol', 'odd']],
    ])
  })

  it('offers under a track only the paths whose every lesson is of its courses', () => {
    const paths = [
      { slug: 'web-intro', lessonLanguages: ['html', 'es6'] },
      { slug: 'full-stack', lessonLanguages: ['html', 'ruby'] },
      { slug: 'reading-only', lessonLanguages: [] },
    ]
    expect(pathsWithin(paths, ['html', 'sass', 'es6']).map((p) => p.slug)).toEqual(['web-intro'])
    expect(pathsWithin(paths, ['ruby']).map((p) => p.slug)).toEqual([])
  })
})
