/**
 * The colour and mark of each course language on cards and lesson pages (docs/site.md "Illustrations"). A hue
 * (HSL) close to the language's usual brand colour and a short mark; a language not listed gets a hue from
 * its name, so a new course still has its own colour without anyone choosing one.
 */
interface LanguageArt {
  hue: number
  mark: string
  /** A light colour (JavaScript's yellow): drawn bright, with dark lines and mark. */
  light?: boolean
}

const LANGUAGES: Record<string, LanguageArt> = {
  html: { hue: 14, mark: '</>' },
  es6: { hue: 46, mark: 'JS', light: true },
  javascript: { hue: 46, mark: 'JS', light: true },
  python: { hue: 218, mark: 'Py' },
  ruby: { hue: 352, mark: 'Rb' },
  php: { hue: 262, mark: 'php' },
  java: { hue: 26, mark: 'Java' },
  go: { hue: 184, mark: 'Go' },
  nodejs: { hue: 128, mark: 'node' },
  react: { hue: 198, mark: '</>' },
  commandline: { hue: 235, mark: '>_' },
  git: { hue: 6, mark: 'git' },
  sql: { hue: 318, mark: 'SQL' },
}

/** unit_html_js → html: a project course wears its language's colours. */
const baseName = (languageName: string) => languageName.replace(/^unit_/, '').split('_')[0] ?? languageName

function languageArt(languageName: string): LanguageArt {
  const known = LANGUAGES[languageName] ?? LANGUAGES[baseName(languageName)]
  if (known) return known
  let hash = 0
  for (const char of languageName) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return { hue: hash, mark: languageName.slice(0, 3) }
}

/** A language's mark, the three tones of its band and the colour drawn on the band. */
export function languagePalette(languageName: string) {
  const { hue, mark, light } = languageArt(languageName)
  const tones = light
    ? { deep: `hsl(${hue} 92% 52%)`, mid: `hsl(${hue + 6} 96% 62%)`, soft: `hsl(${hue} 95% 80%)`, ink: 'var(--color-text-on-light)' }
    : { deep: `hsl(${hue} 62% 36%)`, mid: `hsl(${(hue + 16) % 360} 68% 46%)`, soft: `hsl(${(hue + 30) % 360} 85% 72%)`, ink: 'var(--color-text-inverse)' }
  return { mark, ...tones }
}
