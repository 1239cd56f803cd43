import { ProductInputSchema, priceIssues } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { promotionVerdict } from '../src/modules/catalog/promotion.rules.ts'

const P1M = { currency: 'EUR', period: 'P1M' as const, enabled: true }
const ONCE = { currency: 'EUR', period: 'once' as const, enabled: true }

describe('price rules', () => {
  it('a recurring product needs an enabled recurring period and no "once"', () => {
    expect(priceIssues('service', [P1M])).toEqual([])
    expect(
      priceIssues('license', [
        { ...P1M, enabled: false },
        { ...P1M, period: 'P1Y' },
      ]),
    ).toEqual([])
    expect(priceIssues('service', [])).toMatchObject([{ path: ['prices'] }])
    expect(priceIssues('domain', [{ ...P1M, enabled: false }])).toMatchObject([{ path: ['prices'] }])
    expect(priceIssues('service', [P1M, ONCE])).toMatchObject([{ path: ['prices', 1, 'period'] }])
  })

  it('a one-off product sells only "once", enabled', () => {
    expect(priceIssues('one_off', [ONCE, { ...ONCE, currency: 'USD' }])).toEqual([])
    expect(priceIssues('one_off', [ONCE, P1M])).toMatchObject([{ path: ['prices', 1, 'period'] }])
    expect(priceIssues('one_off', [{ ...ONCE, enabled: false }])).toMatchObject([{ path: ['prices'] }])
  })

  it('each currency and period once', () => {
    expect(priceIssues('service', [P1M, { ...P1M, currency: 'USD' }, P1M])).toMatchObject([
      { path: ['prices', 2, 'period'], message: 'catalog.duplicatePrice' },
    ])
  })

  it('the schema reports them on the field, and checks option codes and ranges', () => {
    const base = {
      code: 'x',
      name_en: 'X',
      name_nl: 'X',
      category: 'ssl',
      type: 'service',
      prices: [{ ...P1M, price_minor: 100 }],
    }
    expect(ProductInputSchema.safeParse(base).success).toBe(true)
    const option = { kind: 'yes_no', code: 'a', name_en: 'A', name_nl: 'A' }
    const twice = ProductInputSchema.safeParse({ ...base, options: [option, { ...option, code: 'A' }] })
    expect(twice.error?.issues.map((i) => i.path.join('.'))).toEqual(['options.1.code'])
    const range = { ...option, kind: 'quantity', min: 3, max: 2 }
    const bad = ProductInputSchema.safeParse({ ...base, options: [range] })
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['options.0.min'])
  })
})

const promo = {
  kind: 'percentage' as const,
  percent_bp: 1000,
  amounts: [],
  periods: 3,
  product_ids: [] as string[],
  starts_on: '2026-03-01',
  ends_on: '2026-03-31',
  max_uses: 2,
  once_per_customer: true,
  active: true,
  archived_at: null,
}
const line = { productId: 'p1', period: 'P1M', currency: 'EUR', priceMinor: 1995, date: '2026-03-15' }
const unused = { total: 0, byCompany: 0 }

describe('promotion rules', () => {
  it('takes the percentage off, rounded half up, for its number of periods', () => {
    expect(promotionVerdict(promo, line, unused)).toEqual({ applies: true, discountMinor: 200, periods: 3 })
    expect(promotionVerdict({ ...promo, periods: null }, line, unused)).toMatchObject({ periods: null })
    expect(promotionVerdict(promo, { ...line, period: 'once' }, unused)).toMatchObject({ periods: 1 })
    expect(promotionVerdict({ ...promo, percent_bp: 10_000 }, line, unused)).toMatchObject({
      discountMinor: 1995,
    })
  })

  it('applies from the first to the last day inclusive, not a day outside', () => {
    expect(promotionVerdict(promo, { ...line, date: '2026-03-01' }, unused).applies).toBe(true)
    expect(promotionVerdict(promo, { ...line, date: '2026-03-31' }, unused).applies).toBe(true)
    expect(promotionVerdict(promo, { ...line, date: '2026-02-28' }, unused)).toEqual({
      applies: false,
      reason: 'not_started',
    })
    expect(promotionVerdict(promo, { ...line, date: '2026-04-01' }, unused)).toEqual({
      applies: false,
      reason: 'expired',
    })
    const open = { ...promo, starts_on: null, ends_on: null }
    expect(promotionVerdict(open, { ...line, date: '1999-01-01' }, unused).applies).toBe(true)
  })

  it('counts maximum uses over everyone and once per customer over theirs', () => {
    expect(promotionVerdict(promo, line, { total: 1, byCompany: 0 }).applies).toBe(true)
    expect(promotionVerdict(promo, line, { total: 2, byCompany: 0 })).toEqual({
      applies: false,
      reason: 'used_up',
    })
    expect(promotionVerdict(promo, line, { total: 1, byCompany: 1 })).toEqual({
      applies: false,
      reason: 'used_by_customer',
    })
    const unlimited = { ...promo, max_uses: null, once_per_customer: false }
    expect(promotionVerdict(unlimited, line, { total: 10_000, byCompany: 50 }).applies).toBe(true)
  })

  it('applies only to its products, when active, and a fixed amount only in its currency', () => {
    expect(promotionVerdict({ ...promo, product_ids: ['p2'] }, line, unused)).toEqual({
      applies: false,
      reason: 'product',
    })
    expect(promotionVerdict({ ...promo, product_ids: ['p2', 'p1'] }, line, unused).applies).toBe(true)
    expect(promotionVerdict({ ...promo, active: false }, line, unused)).toEqual({
      applies: false,
      reason: 'inactive',
    })
    expect(promotionVerdict({ ...promo, archived_at: '2026-01-01T00:00:00Z' }, line, unused).applies).toBe(
      false,
    )
    const fixed = {
      ...promo,
      kind: 'fixed' as const,
      percent_bp: null,
      amounts: [{ currency: 'EUR', amount_minor: 2500 }],
    }
    expect(promotionVerdict(fixed, line, unused)).toMatchObject({ applies: true, discountMinor: 1995 })
    expect(promotionVerdict(fixed, { ...line, priceMinor: 5000 }, unused)).toMatchObject({
      discountMinor: 2500,
    })
    expect(promotionVerdict(fixed, { ...line, currency: 'USD' }, unused)).toEqual({
      applies: false,
      reason: 'currency',
    })
  })
})
