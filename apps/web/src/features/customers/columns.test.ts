import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../shared/lib/storage.ts'
import { DEFAULT_COLUMNS, exportQuery, normalizeColumns, readColumns, writeColumns } from './columns.ts'

describe('list columns', () => {
  it('defaults when nothing or garbage is stored', () => {
    const storage = memoryStorage()
    expect(readColumns(storage, 'customers')).toEqual(DEFAULT_COLUMNS)
    storage.setItem('portico.customers.columns', '{not json')
    expect(readColumns(storage, 'customers')).toEqual(DEFAULT_COLUMNS)
  })

  it('remembers the choice per kind, in table order, always with the name', () => {
    const storage = memoryStorage()
    writeColumns(storage, 'resellers', ['city', 'number'])
    expect(readColumns(storage, 'resellers')).toEqual(['number', 'name', 'city'])
    expect(readColumns(storage, 'customers')).toEqual(DEFAULT_COLUMNS)
  })

  it('drops unknown columns from storage', () => {
    const storage = memoryStorage()
    storage.setItem('portico.customers.columns', JSON.stringify(['phone', 'evil', 'phone']))
    expect(readColumns(storage, 'customers')).toEqual(['name', 'phone'])
    expect(normalizeColumns(['country', 'name', 'country'])).toEqual(['name', 'country'])
  })

  it('builds the export query from the filters and the visible columns', () => {
    expect(exportQuery({ status: 'active', q: 'a b', country: undefined }, ['number', 'name'])).toBe(
      'status=active&q=a+b&columns=number%2Cname',
    )
  })
})
