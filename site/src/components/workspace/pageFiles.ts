import { INITIAL_FILES_ID, PAGE_CODE_ID, type InitialFiles } from '@domain/files/initialFiles'

/**
 * The learner's files the platform server put into this exercise page (docs/workspace.md "Code in the page"),
 * or null: a visitor's page, a page closed to the learner, or a page served without the server's help.
 */
export function readPageFiles(pageId: number | string): InitialFiles | null {
  const text = document.getElementById(INITIAL_FILES_ID)?.textContent
  if (!text) return null
  try {
    const parsed = JSON.parse(text) as Partial<InitialFiles>
    const valid =
      String(parsed.pageId) === String(pageId) &&
      (typeof parsed.userId === 'number' || typeof parsed.userId === 'string') &&
      Array.isArray(parsed.files) &&
      parsed.files.every((f) => typeof f?.path === 'string' && typeof f?.content === 'string')
    return valid ? (parsed as InitialFiles) : null
  } catch {
    return null
  }
}

/** Removes the code the server painted into the page, once the workspace shows its own (or will show none). */
export const removePaintedCode = () => document.getElementById(PAGE_CODE_ID)?.remove()
