import 'reflect-metadata'
import * as x509 from '@peculiar/x509'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { domains, sslCertificates, sslRenewalRuns, sslSandboxProcesses } from '../src/db/schema/index.ts'
import { reissueDueCertificates } from '../src/modules/ssl/renewal.service.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { csrFor } from './helpers/csr.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 12, SSL: certificates ordered through the cart and issued by the sandbox CA. */
const demo = useClockedDemoApp()
const { later, acme, jane, checkoutAndApprove } = demo
const DAY = 86_400_000

async function acmeDomain() {
  const [row] = await demo.t.database.db.select().from(domains).where(eq(domains.name, 'acme-corp.nl'))
  return row?.id ?? ''
}

async function offer(ca: string) {
  const res = await jane()('GET', '/api/v1/ssl/offers')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const found = res.body.data.find((o: { ca_product: string }) => o.ca_product === ca)
  expect(found, ca).toBeTruthy()
  return found as { id: string; product_id: string }
}

describe('SSL certificates', () => {
  it('judges an order: names in the domain, wildcard only for wildcard products, a valid CSR of the names', async () => {
    const dv = await offer('sectigo_positivessl')
    const domain_id = await acmeDomain()
    const base = {
      domain_id,
      ssl_product_id: dv.id,
      period: 'P1Y',
      common_name: 'shop.acme-corp.nl',
      csr: await csrFor(['shop.acme-corp.nl']),
      dcv: [{ name: 'shop.acme-corp.nl', method: 'dns' }],
    }
    const order = (changes: object) => jane()('POST', '/api/v1/ssl/certificates', { ...base, ...changes })
    const outside = await order({
      common_name: 'www.example.com',
      dcv: [{ name: 'www.example.com', method: 'dns' }],
    })
    expect(outside.status).toBe(400)
    expect(fieldsOf(outside.body)).toContain('common_name')
    const wildcard = await order({
      common_name: '*.acme-corp.nl',
      dcv: [{ name: '*.acme-corp.nl', method: 'dns' }],
    })
    expect(wildcard.status).toBe(400)
    expect(fieldsOf(wildcard.body)).toContain('common_name')
    const otherNames = await order({ csr: await csrFor(['mail.acme-corp.nl']) })
    expect(otherNames.status).toBe(400)
    expect(fieldsOf(otherNames.body)).toEqual(['csr'])
    const weak = await order({
      csr: await csrFor(['shop.acme-corp.nl'], {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 1024,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      }),
    })
    expect(weak.status).toBe(400)
    expect(weak.body.detail).toMatch(/2048/)
    const whois = await order({
      dcv: [{ name: 'shop.acme-corp.nl', method: 'email', email: 'owner@gmail.com' }],
    })
    expect(whois.status).toBe(400)
    expect(fieldsOf(whois.body)).toContain('dcv.0.email')
    const dutch = await demo.as('jane', acme())(
      'POST',
      '/api/v1/ssl/certificates',
      { ...base, csr: 'nonsense' },
      {
        'accept-language': 'nl',
      },
    )
    expect(dutch.status).toBe(400)
    expect(fieldsOf(dutch.body)).toContain('csr')
    // The demo certificate only: nothing was kept of the refused orders.
    expect(await demo.t.database.db.$count(sslCertificates)).toBe(1)
  })

  it('orders a DV certificate: invoiced, validated by DNS only once the TXT record is in the zone, issued for at most 200 days', async () => {
    const dv = await offer('sectigo_positivessl')
    const names = ['shop.acme-corp.nl']
    const ordered = await jane()('POST', '/api/v1/ssl/certificates', {
      domain_id: await acmeDomain(),
      ssl_product_id: dv.id,
      period: 'P2Y',
      common_name: names[0],
      csr: await csrFor(names),
      dcv: [{ name: names[0], method: 'dns' }],
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    const id = ordered.body.data.certificate.id
    expect(ordered.body.data.certificate.status).toBe('awaiting_order')
    const cart = await jane()('GET', '/api/v1/orders/cart')
    expect(cart.body.data.items.map((i: { id: string }) => i.id)).toContain(ordered.body.data.cart_item_id)
    await checkoutAndApprove('ssl-order-1')

    const pending = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/ssl/certificates/${id}`)
      return res.body.data.validations[0]?.dns ? res.body.data : undefined
    }, 30_000)
    expect(pending.status).toBe('pending')
    expect(pending.validations[0]).toMatchObject({
      name: 'shop.acme-corp.nl',
      method: 'dns',
      status: 'pending',
    })
    expect(pending.validations[0].dns.name).toBe('_dnsauth.shop')
    // Nothing published: however often the CA looks, it stays pending.
    later(3600)
    const still = await jane()('POST', `/api/v1/ssl/certificates/${id}/check`)
    expect(still.body.data.status).toBe('pending')

    const added = await jane()('POST', `/api/v1/ssl/certificates/${id}/dns-record`, {
      name: 'shop.acme-corp.nl',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.data.status).toBe('issued')
    const zone = await jane()('GET', `/api/v1/domains/${await acmeDomain()}/zone`)
    expect(zone.body.data.records).toContainEqual(
      expect.objectContaining({
        name: '_dnsauth.shop',
        type: 'TXT',
        content: pending.validations[0].dns.value,
      }),
    )
    const issued = added.body.data
    const days = (Date.parse(issued.not_after) - Date.parse(issued.not_before)) / DAY
    expect(days).toBeLessThanOrEqual(200)
    expect(days).toBeGreaterThan(199)
    expect(Date.parse(issued.subscription_end)).toBeGreaterThan(demo.clock.now.getTime() + 700 * DAY)

    const download = await jane()('GET', `/api/v1/ssl/certificates/${id}/download`)
    expect(download.status).toBe(200)
    const leaf = new x509.X509Certificate(
      download.body.data.pem.split(/(?<=-----END CERTIFICATE-----)/)[0].trim(),
    )
    expect(leaf.subject).toBe('CN=shop.acme-corp.nl')
    expect(leaf.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON()).toEqual([
      { type: 'dns', value: 'shop.acme-corp.nl' },
    ])
    expect(download.body.data.pem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2)
    // The provisioning job ends the item as done, once.
    const orders = await until(async () => {
      later(3)
      const res = await jane()('GET', '/api/v1/orders')
      const order = res.body.data.find((o: { status: string; number: string }) => o.status === 'active')
      return order
    }, 30_000)
    expect(orders.status).toBe('active')

    // 30 days before it ends, the daily job reissues it with the last CSR, once however often it runs.
    later(175 * 86_400)
    const env = { db: demo.t.database.db, platform: demo.t.app.platform }
    const providerId = demo.ids['Portico Demo Provider'] ?? ''
    const ctx = await systemContext(env as never, providerId)
    const runs = await Promise.all([
      reissueDueCertificates(ctx, providerId),
      reissueDueCertificates(ctx, providerId),
    ])
    const again = await reissueDueCertificates(ctx, providerId)
    expect(runs[0] + runs[1] + again).toBe(2) // this one and the demo certificate
    const keyed = await demo.t.database.db
      .select()
      .from(sslRenewalRuns)
      .where(eq(sslRenewalRuns.certificate_id, id))
    expect(keyed).toHaveLength(1)
    const processes = await demo.t.database.db
      .select()
      .from(sslSandboxProcesses)
      .where(eq(sslSandboxProcesses.action, 'REISSUE'))
    expect(processes.filter((p) => p.domain_name === 'shop.acme-corp.nl')).toHaveLength(1)
    const reissuing = await jane()('GET', `/api/v1/ssl/certificates/${id}`)
    expect(reissuing.body.data.reissuing).toBe(true)
    // The names were validated within 200 days: the CA reuses that, and the new certificate follows
    // the old one within the same subscription.
    const renewed = await until(async () => {
      const res = await jane()('POST', `/api/v1/ssl/certificates/${id}/check`)
      return res.body.data.reissuing ? undefined : res.body.data
    })
    expect(renewed.status).toBe('issued')
    expect(Date.parse(renewed.not_after)).toBeGreaterThan(Date.parse(issued.not_after))
    expect(renewed.serial).not.toBe(issued.serial)
    expect(renewed.subscription_end).toBe(issued.subscription_end)
  })

  it('gives each order item its own request: a request whose cart line was removed is never claimed', async () => {
    const dv = await offer('sectigo_positivessl')
    const order = async (name: string) => {
      const res = await jane()('POST', '/api/v1/ssl/certificates', {
        domain_id: await acmeDomain(),
        ssl_product_id: dv.id,
        period: 'P1Y',
        common_name: name,
        csr: await csrFor([name]),
        dcv: [{ name, method: 'dns' }],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data as { certificate: { id: string }; cart_item_id: string }
    }
    const dropped = await order('old.acme-corp.nl')
    expect((await jane()('DELETE', `/api/v1/orders/cart/items/${dropped.cart_item_id}`)).status).toBe(200)
    const kept = await order('new.acme-corp.nl')
    await checkoutAndApprove('ssl-own-request')
    const claimed = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/ssl/certificates/${kept.certificate.id}`)
      return res.body.data.status !== 'awaiting_order' ? res.body.data : undefined
    }, 30_000)
    expect(claimed.common_name).toBe('new.acme-corp.nl')
    const left = await jane()('GET', `/api/v1/ssl/certificates/${dropped.certificate.id}`)
    expect(left.body.data.status).toBe('awaiting_order')
  })

  it('validates by e-mail to a constructed address after the (simulated) approval', async () => {
    const dv = await offer('sectigo_positivessl')
    const ordered = await jane()('POST', '/api/v1/ssl/certificates', {
      domain_id: await acmeDomain(),
      ssl_product_id: dv.id,
      period: 'P1Y',
      common_name: 'mail.acme-corp.nl',
      csr: await csrFor(['mail.acme-corp.nl']),
      dcv: [{ name: 'mail.acme-corp.nl', method: 'email', email: 'hostmaster@acme-corp.nl' }],
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    const id = ordered.body.data.certificate.id
    await checkoutAndApprove('ssl-order-email')
    const pending = await until(async () => {
      const res = await jane()('GET', `/api/v1/ssl/certificates/${id}`)
      return res.body.data.status === 'pending' ? res.body.data : undefined
    })
    expect(pending.validations[0]).toMatchObject({
      method: 'email',
      email: 'hostmaster@acme-corp.nl',
      status: 'pending',
    })
    later(30)
    const issued = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/ssl/certificates/${id}`)
      return res.body.data.status === 'issued' ? res.body.data : undefined
    })
    expect(issued.validations[0].status).toBe('valid')
  })

  it('keeps certificates within the caller’s companies', async () => {
    const list = await demo.as('jane', demo.ids['Globex Ltd'])('GET', '/api/v1/ssl/certificates')
    expect(list.body.data).toEqual([])
    const [acmeCert] = await demo.t.database.db.select().from(sslCertificates).limit(1)
    const foreign = await demo.as('reseller')('GET', `/api/v1/ssl/certificates/${acmeCert?.id}`)
    expect(foreign.status).toBe(404)
  })
})
