import { describe, expect, it } from 'vitest'
import { isValidEuVatFormat, normalizeVatId, vatCountry } from './vat.ts'

describe('EU VAT id formats', () => {
  it.each([
    ['NL123456789B01', 'NL'],
    ['nl 1234.56789-b01', 'NL'],
    ['DE123456789', 'DE'],
    ['BE0123456789', 'BE'],
    ['ATU12345678', 'AT'],
    ['EL123456789', 'EL'],
    ['FRXX123456789', 'FR'],
  ])('%s is a %s format', (id, country) => {
    expect(vatCountry(id)).toBe(country)
  })

  it.each(['NL123456789', 'NL123456789B1', 'DE12345678', 'GR123456789', 'US123456789', 'XX', ''])(
    '%s is not a valid EU format',
    (id) => {
      expect(isValidEuVatFormat(id)).toBe(false)
    },
  )

  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizeVatId(' nl-1234.567 89b01 ')).toBe('NL123456789B01')
  })
})
