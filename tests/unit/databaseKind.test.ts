import { describe, expect, it } from 'vitest'
import { databaseKind } from '@cms/database'

describe('databaseKind', () => {
  it('picks the adapter from DATABASE_URL', () => {
    expect(databaseKind(undefined)).toBe('sqlite')
    expect(databaseKind('')).toBe('sqlite')
    expect(databaseKind('file:/tmp/x.db')).toBe('sqlite')
    expect(databaseKind('postgres://postgres@127.0.0.1:5432/app')).toBe('postgres')
    expect(databaseKind('postgresql://u:p@db/app')).toBe('postgres')
    expect(databaseKind('mongodb://127.0.0.1/app')).toBe('mongodb')
    expect(databaseKind('mongodb+srv://cluster/app')).toBe('mongodb')
  })

  it('rejects other URLs with a message naming the scheme', () => {
    expect(() => databaseKind('mysql://root@localhost/app')).toThrow(/mysql:/)
  })
})
