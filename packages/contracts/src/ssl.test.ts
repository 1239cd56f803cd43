import { describe, expect, it } from 'vitest'
import { approverEmails, SslOrderInputSchema } from './ssl.ts'
import { SslProductInputSchema } from './sslProducts.ts'

const CSR = '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----'
const order = {
  domain_id: '00000000-0000-4000-8000-000000000001',
  ssl_product_id: '00000000-0000-4000-8000-000000000002',
  period: 'P1Y',
  common_name: 'www.acme-corp.nl',
  sans: ['acme-corp.nl'],
  csr: CSR,
  dcv: [
    { name: 'www.acme-corp.nl', method: 'dns' },
    { name: 'acme-corp.nl', method: 'email', email: 'admin@acme-corp.nl' },
  ],
}
const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'))

describe('SSL contracts', () => {
  it('constructs approver addresses at the name and its parents only (no WHOIS addresses)', () => {
    expect(approverEmails('www.shop.acme-corp.nl', 'acme-corp.nl')).toEqual([
      ...['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'].map(
        (l) => `${l}@www.shop.acme-corp.nl`,
      ),
      ...['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'].map(
        (l) => `${l}@shop.acme-corp.nl`,
      ),
      ...['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'].map((l) => `${l}@acme-corp.nl`),
    ])
    expect(approverEmails('*.acme-corp.nl', 'acme-corp.nl')).toContain('hostmaster@acme-corp.nl')
  })

  it.each([
    [{}, []],
    [{ common_name: 'not a name' }, ['common_name', 'dcv']],
    [{ csr: 'hello' }, ['csr']],
    [{ sans: ['acme-corp.nl', 'acme-corp.nl'] }, ['sans.1']],
    [{ dcv: [{ name: 'www.acme-corp.nl', method: 'dns' }] }, ['dcv']],
    [
      { dcv: [order.dcv[0], { name: 'acme-corp.nl', method: 'email', email: 'owner@gmail.com' }] },
      ['dcv.1.email'],
    ],
    [{ dcv: [order.dcv[0], { name: 'acme-corp.nl', method: 'email' }] }, ['dcv.1.email']],
    [{ period: 'P5Y' }, ['period']],
    [{ status: 'issued' }, ['']],
  ])('an order %j: issues at %j', (patch, expected) => {
    expect(fields(SslOrderInputSchema.safeParse({ ...order, ...patch }))).toEqual(expected)
  })

  it('a product sells only its subscription periods, once per currency, with no more included names than allowed', () => {
    const product = {
      ca_product: 'sectigo_positivessl',
      name_en: 'PositiveSSL',
      name_nl: 'PositiveSSL',
      brand: 'Sectigo',
      validation: 'DV',
      max_sans: 0,
      periods: [12],
      prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 1495 }],
    }
    expect(SslProductInputSchema.safeParse(product).success).toBe(true)
    expect(
      fields(
        SslProductInputSchema.safeParse({
          ...product,
          prices: [...product.prices, { currency: 'EUR', period: 'P2Y', price_minor: 2790 }],
        }),
      ),
    ).toEqual(['prices.1.period'])
    expect(fields(SslProductInputSchema.safeParse({ ...product, included_sans: 2 }))).toEqual([
      'included_sans',
    ])
    expect(
      fields(SslProductInputSchema.safeParse({ ...product, ca_product: 'Sectigo PositiveSSL' })),
    ).toEqual(['ca_product'])
  })
})
