/**
 * The two errors the error log never sends nor stores (core.md "Events and logs", docs/learner-api.md
 * "JavaScript logs"): reading `status` of undefined on line 24, and Safari's "Can't find variable: webkit" on
 * line 29. Both come from browsers' and extensions' injected scripts, not from the site, and would drown the
 * real errors. Each browser words the first its own way, so the words are matched, not one sentence.
 */
const STATUS_OF_UNDEFINED = [/reading 'status'/, /property 'status' of undefined/, /undefined is not an object \(evaluating '[^']*\.status'\)/, /can't access property "status", \S+ is undefined/]
const WEBKIT_NOT_FOUND = [/Can't find variable: webkit\b/, /\bwebkit is not defined\b/]

export function isIgnorableError({ message, line }: { message: string; line?: number | null }): boolean {
  if (line === 24) return STATUS_OF_UNDEFINED.some((words) => words.test(message))
  if (line === 29) return WEBKIT_NOT_FOUND.some((words) => words.test(message))
  return false
}
