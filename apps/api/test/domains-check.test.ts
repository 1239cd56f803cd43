import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'

const demo = useDemoApp()
type Result = {
  domain: string
  tld: string
  available: boolean
  premium: boolean
  reason: string | null
  register_minor: number | null
  renew_minor: number | null
  transfer_minor: number | null
  currency: string
}
const byTld = (data: Result[]) => new Map(data.map((r) => [r.tld, r]))
const check = (who: 'jane' | 'reseller' | 'admin', company: string, name: string, tlds?: string) =>
  demo.as(who)(
    'GET',
    `/api/v1/domains/check?name=${encodeURIComponent(name)}&company=${company}${tlds ? `&tlds=${tlds}` : ''}`,
  )

describe('checking a name across the TLDs a company may order', () => {
  it('answers every TLD of the catalogue with the company’s prices, the typed TLD first, from the sandbox', async () => {
    const res = await check('jane', demo.ids['Acme B.V.'] ?? '', 'acme-example.com')
    expect(res.status).toBe(200)
    expect(res.body.registrar_mode).toBe('sandbox')
    const data = res.body.data as Result[]
    expect(data[0]?.domain).toBe('acme-example.com')
    expect(data.map((r) => r.tld)).toEqual(
      expect.arrayContaining(['nl', 'com', 'eu', 'be', 'de', 'amsterdam']),
    )
    expect(byTld(data).get('nl')).toMatchObject({
      domain: 'acme-example.nl',
      available: true,
      premium: false,
      reason: null,
      currency: 'EUR',
      register_minor: 799,
      renew_minor: 799,
      transfer_minor: 799,
    })
  })

  it('says taken, reserved and premium as the registry does; a premium name costs its price up to the TLD’s cap', async () => {
    const acme = demo.ids['Acme B.V.'] ?? ''
    const taken = byTld((await check('jane', acme, 'google')).body.data)
    expect(taken.get('com')).toMatchObject({ available: false, reason: 'taken' })
    const reserved = byTld((await check('jane', acme, 'whois')).body.data)
    expect(reserved.get('com')).toMatchObject({ available: false, reason: 'reserved' })
    // 3 characters: €250 at the sandbox registry; .com allows premium names up to €500, .amsterdam none.
    const premium = byTld((await check('jane', acme, 'xyz')).body.data)
    expect(premium.get('com')).toMatchObject({ available: true, premium: true, register_minor: 25_000 })
    expect(premium.get('amsterdam')).toMatchObject({ available: false, premium: true, reason: 'premium_cap' })
    // SIDN sells no premium names.
    expect(premium.get('nl')).toMatchObject({ available: true, premium: false, register_minor: 799 })
  })

  it('suggests other names on the typed TLD that can be registered, only for a full check', async () => {
    const acme = demo.ids['Acme B.V.'] ?? ''
    const res = await check('jane', acme, 'google.com')
    const suggestions = res.body.suggestions as Result[]
    expect(suggestions.map((r) => r.domain)).toEqual([
      'mygoogle.com',
      'getgoogle.com',
      'thegoogle.com',
      'googleonline.com',
      'googlehq.com',
      'googlegroup.com',
    ])
    expect(suggestions.every((r) => r.available && r.register_minor === 1199)).toBe(true)
    // The taken name held by a demo company is never suggested; a re-check of some TLDs suggests nothing.
    const corp = await check('jane', acme, 'acme-corp.nl')
    expect(corp.body.suggestions.map((r: Result) => r.domain)).not.toContain('acme-corp.nl')
    expect((await check('jane', acme, 'google', 'com')).body.suggestions).toEqual([])
  })

  it('a name held by a demo company is taken', async () => {
    const res = await check('jane', demo.ids['Globex Ltd'] ?? '', 'acme-corp', 'nl,com')
    expect(Object.fromEntries((res.body.data as Result[]).map((r) => [r.tld, r.available]))).toEqual({
      nl: false,
      com: true,
    })
  })

  it('a reseller’s customer sees only what its reseller sells, at the reseller’s price', async () => {
    const res = await check('reseller', demo.ids.Initech ?? '', 'initech-new')
    expect(res.status).toBe(200)
    expect((res.body.data as Result[]).map((r) => [r.tld, r.register_minor])).toEqual([['nl', 1099]])
  })

  it('refuses a malformed name naming the field, and a company the caller cannot see with 404', async () => {
    const bad = await check('jane', demo.ids['Acme B.V.'] ?? '', '-acme')
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['querystring.name'])
    expect((await check('jane', demo.ids.Initech ?? '', 'acme-example')).status).toBe(404)
  })
})
