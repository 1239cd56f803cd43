import { describe, expect, it } from 'vitest'
import { formValuesOf, optionalInput } from './formValues.ts'

describe('formValuesOf', () => {
  it('reads nested paths as strings and fills what is missing from the defaults', () => {
    const item = { name: 'Acme', days: 30, address: { city: 'Delft', street: null } }
    expect(
      formValuesOf(item, ['name', 'days', 'address.city', 'address.street', 'lang'], { lang: 'en' }),
    ).toEqual({ name: 'Acme', days: '30', 'address.city': 'Delft', 'address.street': '', lang: 'en' })
  })

  it('gives a new item (none) the defaults', () => {
    expect(formValuesOf(undefined, ['name', 'currency'], { currency: 'EUR' })).toEqual({
      name: '',
      currency: 'EUR',
    })
  })
})

describe('optionalInput', () => {
  it('nests dotted fields, trims, and turns empty text into null', () => {
    const values = { notes: '  hi ', 'address.city': ' ', 'address.street': 'Main 1' }
    expect(optionalInput(values, ['notes', 'address.city', 'address.street', 'missing'])).toEqual({
      notes: 'hi',
      address: { city: null, street: 'Main 1' },
      missing: null,
    })
  })
})
