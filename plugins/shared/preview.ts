import type { SourceFile } from '../contract.ts'

/**
 * Builds the preview document of an HTML page: linked stylesheets and scripts of the learner's files are
 * inlined, so the document renders with no request at all (the renderer refuses every request). jQuery, when a
 * page asks for it by any src, is the copy shipped with the platform.
 */
export function buildPreview(
  page: SourceFile,
  files: SourceFile[],
  options: { css?: (file: SourceFile) => string; jquery?: string } = {},
): string {
  const find = (href: string) => files.find((f) => f.path === href.replace(/^\.\//, ''))
  return page.content
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (!/rel\s*=\s*["']?stylesheet/i.test(tag)) return tag
      const file = find(/href\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1] ?? '')
      if (!file) return tag
      const css = options.css ? options.css(file) : file.content
      return `<style data-file="${file.path}">\n${css.replace(/<\/style/gi, '<\\/style')}\n</style>`
    })
    .replace(/<script\b([^>]*)\bsrc\s*=\s*["']([^"']+)["']([^>]*)>\s*<\/script>/gi, (tag, _before, src: string) => {
      if (/jquery[^/]*\.js$/i.test(src) && options.jquery) return `<script data-file="jquery">${escapeScript(options.jquery)}</script>`
      const file = find(src)
      return file ? `<script data-file="${file.path}">\n${escapeScript(file.content)}\n</script>` : tag
    })
}

const escapeScript = (code: string) => code.replace(/<\/script/gi, '<\\/script')
