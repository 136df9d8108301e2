/** What every illustration takes (docs/site.md "Illustrations"). */
export interface ArtProps {
  /** Its width in CSS pixels; the height follows the drawing's proportions. */
  size?: number
  class?: string
  /** What it shows, when that says something the text beside it does not; without one it is decorative. */
  label?: string
}

/** An illustration drawn in a course language's colours (languageArt.ts). */
export interface LanguageArtProps extends Omit<ArtProps, 'size'> {
  languageName: string
}
