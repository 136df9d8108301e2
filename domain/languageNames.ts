/** The 22 language names (docs/content.md "Languages"). A course or lesson belongs to exactly one. */
export const LANGUAGE_NAMES = [
  'html', 'unit_html', 'unit_html_js', 'unit_es6', 'unit_sql', 'unit_python', 'es5', 'es6', 'jquery', 'rails5',
  'quest', 'ruby', 'php', 'java', 'python', 'commandline', 'git', 'sql', 'sass', 'go', 'react', 'nodejs',
] as const
export type LanguageName = (typeof LANGUAGE_NAMES)[number]

export const isLanguageName = (value: string): value is LanguageName => (LANGUAGE_NAMES as readonly string[]).includes(value)
