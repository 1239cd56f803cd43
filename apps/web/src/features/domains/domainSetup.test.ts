import type { Offer } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import type { SelectedDomain } from './domainSelection.ts'
import { cartItemOf, emptySetup, periodOf, periodsOf, priceOf, setupProblems } from './domainSetup.ts'

const PRODUCT = '8c3f0f6e-3d7a-4c4b-9b0e-4f5f8a1d2c3b'
const REGISTRANT = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'
const item = (domain: string, extra: Partial<SelectedDomain> = {}): SelectedDomain => ({
  company_id: 'acme',
  domain,
  tld: domain.split('.').slice(1).join('.'),
  product_id: PRODUCT,
  action: 'register',
  auth_code: null,
  price_minor: 1199,
  currency: 'EUR',
  ...extra,
})
const offer = (prices: Record<string, number>) =>
  ({
    product_id: PRODUCT,
    prices: Object.entries(prices).map(([period, price_minor]) => ({
      currency: 'EUR',
      period,
      price_minor,
      setup_minor: 0,
    })),
  }) as unknown as Offer
const com = offer({ P1Y: 1199, P2Y: 2398 })

describe('domain setup', () => {
  it('offers the periods the TLD sells; a transfer is one year', () => {
    expect(periodsOf(item('a.com'), com)).toEqual(['P1Y', 'P2Y'])
    expect(periodsOf(item('a.nl'), offer({ P1Y: 799 }))).toEqual(['P1Y'])
    expect(periodsOf(item('a.com', { action: 'transfer' }), com)).toEqual(['P1Y'])
    const setup = { ...emptySetup('acme'), periods: { 'a.com': 'P3Y' as const } }
    expect(periodOf(setup, item('a.com'), com)).toBe('P1Y')
  })

  it('prices by the TLD per period, a premium name by its own yearly price', () => {
    expect(priceOf(item('a.com'), 'P2Y', com)).toBe(2398)
    expect(priceOf(item('xyz.com', { price_minor: 25_000 }), 'P2Y', com)).toBe(50_000)
    expect(priceOf(item('a.com', { action: 'transfer', price_minor: 999 }), 'P1Y', com)).toBe(999)
  })

  it('sends only what was given, and checks it with the contract', () => {
    const setup = {
      ...emptySetup('acme'),
      nameservers: ['ns1.example.net', ' ', 'NS2.example.net'],
      contacts: { registrant_id: REGISTRANT, admin_id: '', tech_id: '', billing_id: '' },
    }
    const transfer = item('google.com', { action: 'transfer', auth_code: ' Transfer2026 ' })
    expect(cartItemOf(transfer, setup, 'P1Y')).toEqual({
      product_id: PRODUCT,
      period: 'P1Y',
      domain: {
        name: 'google.com',
        action: 'transfer',
        auth_code: 'Transfer2026',
        registrant_id: REGISTRANT,
        nameservers: ['ns1.example.net', 'NS2.example.net'],
      },
    })
    expect(setupProblems([transfer], setup, () => true)).toEqual([])
    const bad = { ...emptySetup('acme'), nameservers: ['ns1.example.net', '', 'not a host'] }
    expect(setupProblems([item('a.com', { action: 'transfer' })], bad, () => true)).toEqual([
      { field: 'registrant_id', code: 'required' },
      { field: 'auth_code.a.com', code: 'authCode' },
      { field: 'nameservers.2', code: 'invalid' },
    ])
    expect(
      setupProblems([item('a.com')], { ...setup, nameservers: ['ns1.example.net'] }, () => false),
    ).toEqual([{ field: 'nameservers', code: 'invalid' }])
  })
})
