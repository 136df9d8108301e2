/** The id of a relationship value, whether it was read at depth 0 (the id) or populated (the document). */
export const idOf = <T extends number | string>(ref: T | { id: T } | null | undefined): T | null | undefined => (typeof ref === 'object' && ref ? ref.id : ref)
