/**
 * How many statements a learner's SQL holds: the semicolons that end one, outside string literals ('it''s'),
 * quoted names ("a;b", `a;b`, [a;b]) and comments (-- …, /* … *\/), with a last statement that needs none
 * (plugins/README.md "How pages use a plugin"). A semicolon in a literal is the learner's data, not a second statement.
 */
export function countSqlStatements(sql: string): number {
  let count = 0
  let pending = false
  let i = 0
  const closing: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' }
  while (i < sql.length) {
    const ch = sql[i]
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end + 1
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? sql.length : end + 2
    } else if (ch in closing) {
      // A doubled closing quote inside a literal is an escaped quote, not the end.
      const close = closing[ch]
      let j = i + 1
      while (j < sql.length && !(sql[j] === close && sql[j + 1] !== close)) j += sql[j] === close ? 2 : 1
      i = j + 1
      pending = true
    } else if (ch === ';') {
      if (pending) count++
      pending = false
      i++
    } else {
      if (!/\s/.test(ch)) pending = true
      i++
    }
  }
  return count + (pending ? 1 : 0)
}
