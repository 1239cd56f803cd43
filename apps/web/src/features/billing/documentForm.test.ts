import { documentTotals } from '@portico/domain'
import { describe, expect, it } from 'vitest'
import { draftInput, draftValues, emptyLine, parseAmount, totalLines } from './documentForm.ts'

describe('parseAmount', () => {
  it('reads dots, decimal commas and thousands separators into minor units', () => {
    expect(parseAmount('12.5', 'EUR')).toBe(1250)
    expect(parseAmount('1.234,56', 'EUR')).toBe(123_456)
    expect(parseAmount('1,234.56', 'EUR')).toBe(123_456)
    expect(parseAmount('-3', 'EUR')).toBe(-300)
    expect(parseAmount('1000', 'JPY')).toBe(1000)
  })
  it('refuses what is not an amount', () => {
    expect(parseAmount('', 'EUR')).toBeNaN()
    expect(parseAmount('12.345', 'EUR')).toBeNaN()
    expect(parseAmount('abc', 'EUR')).toBeNaN()
  })
})

describe('draftInput', () => {
  it('turns the typed lines into the contract input and totals them like the server', () => {
    const values = draftValues(undefined, { kind: 'invoice', currency: 'EUR', vatRateBp: 2100 })
    values.customer_id = '00000000-0000-4000-8000-000000000000'
    values.lines = [
      { ...emptyLine(2100), description: 'Hosting', quantity: '2', unit_price: '10,00' },
      {
        ...emptyLine(2100),
        key: 'b',
        description: 'Book',
        quantity: '1,5',
        unit_price: '20',
        vat_rate_bp: '900',
      },
    ]
    const input = draftInput(values)
    expect(input.lines.map((l) => [l.quantity, l.unit_price_minor, l.vat_rate_bp])).toEqual([
      ['2', 1000, 2100],
      ['1.5', 2000, 900],
    ])
    const totals = documentTotals(totalLines(values))
    expect(totals.vat_breakdown).toEqual([
      { rate_bp: 2100, base_minor: 2000, vat_minor: 420 },
      { rate_bp: 900, base_minor: 3000, vat_minor: 270 },
    ])
    expect(totals.total_minor).toBe(5690)
  })
})
