import { describe, expect, it } from 'vitest'
import { changedFields } from './activityDiff.ts'

describe('activity changes', () => {
  it('lists changed fields, nested ones by dotted path, without bookkeeping fields', () => {
    const before = {
      id: '1',
      version: 1,
      name: 'A',
      address: { city: 'Utrecht', country: 'NL' },
      phone: null,
    }
    const after = { id: '1', version: 2, name: 'B', address: { city: 'Delft', country: 'NL' }, phone: null }
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'address.city', before: 'Utrecht', after: 'Delft' },
    ])
  })

  it('shows a creation as every filled field going from empty', () => {
    expect(changedFields(undefined, { name: 'New', notes: null, vat_check: { status: 'valid' } })).toEqual([
      { field: 'name', before: '—', after: 'New' },
      { field: 'vat_check.status', before: '—', after: 'valid' },
    ])
  })
})
