import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { divRound, documentTotals, lineTotalMinor, quantityMilli, toEurMinor } from './money.ts'

const quantity = fc
  .tuple(fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, milli]) => `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(milli).padStart(3, '0')}`)
const line = fc.record({
  quantity,
  unit_price_minor: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  vat_rate_bp: fc.constantFrom(0, 900, 2100),
})

describe('money', () => {
  it('parses quantities exactly', () => {
    expect(quantityMilli('1.5')).toBe(1500n)
    expect(quantityMilli('-0.001')).toBe(-1n)
    expect(quantityMilli(3)).toBe(3000n)
    expect(() => quantityMilli('1.2345')).toThrow()
  })

  it('rounds half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n)
    expect(divRound(-5n, 2n)).toBe(-3n)
    expect(divRound(4n, 3n)).toBe(1n)
    expect(lineTotalMinor('0.5', 1)).toBe(1)
    expect(lineTotalMinor('-0.5', 1)).toBe(-1)
  })

  it('a Dutch example: VAT per rate on the totals', () => {
    const totals = documentTotals([
      { quantity: '3', unit_price_minor: 1999, vat_rate_bp: 2100 },
      { quantity: '1', unit_price_minor: 1, vat_rate_bp: 2100 },
      { quantity: '2', unit_price_minor: 450, vat_rate_bp: 900 },
    ])
    expect(totals.vat_breakdown).toEqual([
      { rate_bp: 2100, base_minor: 5998, vat_minor: 1260 },
      { rate_bp: 900, base_minor: 900, vat_minor: 81 },
    ])
    expect(totals.total_minor).toBe(5998 + 900 + 1260 + 81)
  })

  it('property: lines, VAT per rate and totals always agree', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, reverseCharge) => {
        const t = documentTotals(lines, { reverseCharge })
        expect(t.subtotal_minor).toBe(t.line_totals_minor.reduce((a, b) => a + b, 0))
        expect(t.subtotal_minor).toBe(t.vat_breakdown.reduce((a, r) => a + r.base_minor, 0))
        expect(t.total_minor).toBe(t.subtotal_minor + t.vat_minor)
        expect(t.vat_minor).toBe(t.vat_breakdown.reduce((a, r) => a + r.vat_minor, 0))
        for (const row of t.vat_breakdown) {
          expect(Math.abs(row.vat_minor - (row.base_minor * row.rate_bp) / 10_000)).toBeLessThanOrEqual(0.5)
        }
        if (reverseCharge) expect(t.vat_minor).toBe(0)
        for (const v of [t.subtotal_minor, t.vat_minor, t.total_minor])
          expect(Number.isSafeInteger(v)).toBe(true)
      }),
    )
  })

  it('property: a full credit note (quantities negated) cancels the invoice exactly', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const invoice = documentTotals(lines)
        const credit = documentTotals(
          lines.map((l) => ({
            ...l,
            quantity: l.quantity.startsWith('-') ? l.quantity.slice(1) : `-${l.quantity}`,
          })),
        )
        expect(credit.total_minor + invoice.total_minor).toBe(0)
        expect(credit.vat_minor + invoice.vat_minor).toBe(0)
      }),
    )
  })

  it('converts to EUR at a rate', () => {
    expect(toEurMinor(10000, '0.92')).toBe(9200)
    expect(toEurMinor(333, '1.5')).toBe(500)
  })
})
