import { ProductInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { emptyOption, emptyProductForm, formErrorKey, productFormOf, productInputOf } from './productForm.ts'

const filled = () => ({
  ...emptyProductForm(),
  code: 'web-x',
  name_en: 'Web X',
  name_nl: 'Web X',
  category: 'hosting.web' as const,
  prices: {
    'EUR/P1M': { price: '4,95', setup: '10', enabled: true },
    'EUR/P1Y': { price: '49.50', setup: '', enabled: false },
    'EUR/P3M': { price: '', setup: '', enabled: false },
  },
})

describe('product form', () => {
  it('sends typed cells (a switched-off price is kept, not sold) and skips empty ones', () => {
    const { input, priceCells } = productInputOf(filled())
    expect(input.prices).toEqual([
      { currency: 'EUR', period: 'P1M', price_minor: 495, setup_minor: 1000, enabled: true },
      { currency: 'EUR', period: 'P1Y', price_minor: 4950, setup_minor: 0, enabled: false },
    ])
    expect(priceCells).toEqual(['EUR/P1M', 'EUR/P1Y'])
    expect(ProductInputSchema.safeParse(input).success).toBe(true)
  })

  it('puts schema issues on the grid cell they belong to', () => {
    const state = filled()
    state.prices['EUR/P1M'] = { price: 'abc', setup: '', enabled: true }
    const { input, priceCells } = productInputOf(state)
    const result = ProductInputSchema.safeParse(input)
    const keys = result.error?.issues.map((i) => formErrorKey(i.path.join('.'), priceCells))
    expect(keys).toContain('price:EUR/P1M')
    expect(formErrorKey('prices', priceCells)).toBe('prices')
    expect(formErrorKey('prices.1.setup_minor', priceCells)).toBe('setup:EUR/P1Y')
  })

  it('round-trips a product with options through the form', () => {
    const state = filled()
    state.options = [
      {
        ...emptyOption('quantity'),
        code: 'disk',
        name_en: 'Disk',
        name_nl: 'Schijf',
        min: '1',
        max: '5',
        prices: { 'EUR/P1M': '2' },
      },
      {
        ...emptyOption('select'),
        code: 'os',
        name_en: 'OS',
        name_nl: 'OS',
        choices: [{ code: 'deb', name_en: 'Debian', name_nl: 'Debian', prices: {} }],
      },
    ]
    const parsed = ProductInputSchema.parse(productInputOf(state).input)
    const product = {
      ...parsed,
      id: '00000000-0000-4000-8000-000000000001',
      description_en: null,
      description_nl: null,
      archived_at: null,
      marketplace_mpn: null,
      version: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    }
    const again = ProductInputSchema.parse(productInputOf(productFormOf(product)).input)
    expect(again).toEqual(parsed)
  })
})
