import type { SourceFile } from '@plugins/contract'

/**
 * The file a run starts from when the page names none (plugins/contract.ts RunInput.entry): the first file
 * with the plugin's first extension that any file has, in the manifest's order (html-css: the HTML page
 * before its stylesheets). Undefined when no file has one: the plugin then says there is nothing to run.
 */
export function entryFile(files: SourceFile[], extensions: readonly string[]): string | undefined {
  for (const extension of extensions) {
    const file = files.find((f) => f.path.toLowerCase().endsWith(extension))
    if (file) return file.path
  }
  return undefined
}
