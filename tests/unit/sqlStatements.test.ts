import { describe, expect, it } from 'vitest'
import { countSqlStatements } from '@judge/engines/sqlStatements'

describe("counting the statements of a learner's SQL", () => {
  it('counts statements ended by semicolons, with or without the last one', () => {
    expect(countSqlStatements('SELECT 1;')).toBe(1)
    expect(countSqlStatements('SELECT 1')).toBe(1)
    expect(countSqlStatements('SELECT 1; SELECT 2;')).toBe(2)
    expect(countSqlStatements('SELECT 1;\nSELECT 2')).toBe(2)
    expect(countSqlStatements('')).toBe(0)
    expect(countSqlStatements(';;  ;')).toBe(0)
  })

  it('does not count a semicolon inside a string literal, an escaped quote included', () => {
    expect(countSqlStatements("SELECT * FROM books WHERE title = 'a; b';")).toBe(1)
    expect(countSqlStatements("SELECT 'it''s; fine';")).toBe(1)
    expect(countSqlStatements("SELECT 'x'; SELECT 'y;';")).toBe(2)
  })

  it('does not count a semicolon inside a quoted name', () => {
    expect(countSqlStatements('SELECT "a;b" FROM t;')).toBe(1)
    expect(countSqlStatements('SELECT `a;b`, [c;d] FROM t;')).toBe(1)
  })

  it('ignores comments, a dash pair inside a literal being text', () => {
    expect(countSqlStatements('-- first; second\nSELECT 1;')).toBe(1)
    expect(countSqlStatements('/* one; two */ SELECT 1; /* SELECT 2; */')).toBe(1)
    expect(countSqlStatements("SELECT '--' || name FROM t; SELECT 2;")).toBe(2)
    expect(countSqlStatements('SELECT 1; -- done')).toBe(1)
  })

  it('treats an unterminated literal or comment as running to the end', () => {
    expect(countSqlStatements("SELECT 'open; SELECT 2;")).toBe(1)
    expect(countSqlStatements('SELECT 1; /* open; SELECT 2;')).toBe(1)
  })
})
