import { TldInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { emptyTldForm, formErrorKey, guessKind, periodsShown, tldInputOf } from './tldForm.ts'

const dev = () => ({
  ...emptyTldForm('dev'),
  prices: {
    'EUR/P1Y': { price: '14,95', enabled: true },
    'EUR/P2Y': { price: '29.90', enabled: false },
    'EUR/P3Y': { price: '', enabled: false },
  },
  restore: { EUR: '89' },
})

describe('TLD form', () => {
  it('starts from the kind the name suggests and its usual windows', () => {
    expect([guessKind('nl'), guessKind('de'), guessKind('co.uk'), guessKind('dev')]).toEqual([
      'nl',
      'cctld',
      'cctld',
      'gtld',
    ])
    expect(emptyTldForm('nl')).toMatchObject({
      grace_days: '0',
      redemption_days: '40',
      pending_delete_days: '0',
    })
  })

  it('sends typed cells (a switched-off price is kept, not sold), restore prices and no premium cap', () => {
    const { input, keys } = tldInputOf('dev', dev())
    expect(input.prices).toEqual([
      { currency: 'EUR', period: 'P1Y', price_minor: 1495, enabled: true },
      { currency: 'EUR', period: 'P2Y', price_minor: 2990, enabled: false },
    ])
    expect(input.restore_prices).toEqual([{ currency: 'EUR', price_minor: 8900 }])
    expect(input.premium_cap_minor).toBeNull()
    expect(keys).toEqual({ priceCells: ['EUR/P1Y', 'EUR/P2Y'], restoreCurrencies: ['EUR'] })
    expect(TldInputSchema.safeParse(input).success).toBe(true)
  })

  it('puts the contract issues of a .nl with two years on that cell', () => {
    const state = { ...dev(), kind: 'nl' as const }
    expect(periodsShown(state, 'EUR')).toEqual(['P1Y', 'P2Y'])
    expect(
      periodsShown({ ...state, prices: { 'EUR/P1Y': { price: '7.99', enabled: true } } }, 'EUR'),
    ).toEqual(['P1Y'])
    const { input, keys } = tldInputOf('nl', state)
    const result = TldInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    const issues = result.error?.issues.map((i) => [formErrorKey(i.path.join('.'), keys), i.message])
    expect(issues).toEqual([['price:EUR/P2Y', 'domains.nlOneYear']])
  })

  it('asks for a one-year price and maps restore rows to their currency', () => {
    const { input, keys } = tldInputOf('dev', { ...dev(), prices: {} })
    const result = TldInputSchema.safeParse(input)
    expect(result.error?.issues.map((i) => formErrorKey(i.path.join('.'), keys))).toEqual([
      'prices',
      'prices',
    ])
    expect(formErrorKey('restore_prices.0.price_minor', keys)).toBe('restore:EUR')
    expect(formErrorKey('grace_days', keys)).toBe('grace_days')
  })
})
