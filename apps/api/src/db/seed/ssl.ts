import { and, eq } from 'drizzle-orm'
import {
  fingerprintOf,
  issueCertificate,
  loadAuthority,
  newAuthority,
  newCsr,
} from '../../modules/ssl/x509.ts'
import type { Db } from '../client.ts'
import {
  catalogPrices,
  catalogProducts,
  domains,
  sslCertificates,
  sslProducts,
  sslSandboxAuthority,
  sslSandboxCertificates,
} from '../schema/index.ts'

type DemoSslProduct = {
  ca: string
  en: string
  nl: string
  validation: 'DV' | 'OV'
  wildcard: boolean
  maxSans: number
  /** EUR cents for one, two and three years (excl. VAT). */
  prices: number[]
}

const PRODUCTS: DemoSslProduct[] = [
  {
    ca: 'sectigo_positivessl',
    en: 'Sectigo PositiveSSL (DV)',
    nl: 'Sectigo PositiveSSL (DV)',
    validation: 'DV',
    wildcard: false,
    maxSans: 0,
    prices: [1495, 2790, 3990],
  },
  {
    ca: 'sectigo_positivessl_wildcard',
    en: 'Sectigo PositiveSSL Wildcard (DV)',
    nl: 'Sectigo PositiveSSL Wildcard (DV)',
    validation: 'DV',
    wildcard: true,
    maxSans: 1,
    prices: [8995, 16990, 23990],
  },
  {
    ca: 'sectigo_instantssl',
    en: 'Sectigo InstantSSL (OV)',
    nl: 'Sectigo InstantSSL (OV)',
    validation: 'OV',
    wildcard: false,
    maxSans: 0,
    prices: [4995, 8990],
  },
]

const DAY = 86_400_000

/**
 * The SSL catalogue (three Sectigo products sold through the cart, provisioned by the `ssl` adapter)
 * and one issued certificate for Acme's www.acme-corp.nl: a real X.509 certificate signed by the
 * sandbox CA, valid 200 days within a one-year subscription.
 */
export async function seedSsl(db: Db, providerId: string, acmeId: string, now = new Date()): Promise<void> {
  const ids: Record<string, string> = {}
  for (const p of PRODUCTS) {
    const [product] = await db
      .insert(catalogProducts)
      .values({
        provider_id: providerId,
        code: `SSL-${p.ca.toUpperCase().replaceAll('_', '-')}`,
        category: 'ssl',
        type: 'service',
        adapter: 'ssl',
        name_en: p.en,
        name_nl: p.nl,
        vat_rate_bp: 2100,
      })
      .returning({ id: catalogProducts.id })
    if (!product) continue
    await db.insert(catalogPrices).values(
      p.prices.map((price, i) => ({
        product_id: product.id,
        currency: 'EUR',
        period: `P${i + 1}Y`,
        price_minor: price,
      })),
    )
    const [row] = await db
      .insert(sslProducts)
      .values({
        provider_id: providerId,
        product_id: product.id,
        ca_product: p.ca,
        brand: 'Sectigo',
        validation: p.validation,
        wildcard: p.wildcard,
        max_sans: p.maxSans,
        included_sans: p.maxSans,
        periods: p.prices.map((_, i) => (i + 1) * 12),
      })
      .returning({ id: sslProducts.id })
    if (row) ids[p.ca] = row.id
  }

  const [domain] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.company_id, acmeId), eq(domains.name, 'acme-corp.nl')))
  const productId = ids.sectigo_positivessl
  if (!domain || !productId) return
  const made = await newAuthority('Portico Sandbox CA', now)
  await db
    .insert(sslSandboxAuthority)
    .values({ id: 'default', private_key: made.privateKey, certificate_pem: made.certificatePem })
    .onConflictDoNothing()
  const [ca] = await db.select().from(sslSandboxAuthority).where(eq(sslSandboxAuthority.id, 'default'))
  if (!ca) return
  const names = ['www.acme-corp.nl', 'acme-corp.nl']
  const csr = await newCsr(names)
  const started = new Date(now.getTime() - 20 * DAY)
  const cert = await issueCertificate(await loadAuthority(ca.private_key, ca.certificate_pem), {
    csr,
    commonName: names[0] ?? '',
    san: names.slice(1),
    notBefore: started,
    notAfter: new Date(started.getTime() + 200 * DAY),
  })
  const subscriptionEnd = new Date(started.getTime() + 365 * DAY).toISOString().slice(0, 10)
  const caId = 'sbx-cert-demo-acme'
  await db
    .insert(sslSandboxCertificates)
    .values({
      id: caId,
      product: 'sectigo_positivessl',
      domain_name: names[0] ?? '',
      san: names.slice(1),
      csr,
      certificate_pem: cert.toString('pem'),
      status: 'ACTIVE',
      start_date: cert.notBefore,
      expiry_date: cert.notAfter,
      subscription_end_date: subscriptionEnd,
    })
    .onConflictDoNothing()
  await db.insert(sslCertificates).values({
    provider_id: providerId,
    company_id: acmeId,
    domain_id: domain.id,
    ssl_product_id: productId,
    period: 'P1Y',
    common_name: names[0] ?? '',
    sans: names.slice(1),
    csr,
    dcv: names.map((name) => ({ name, method: 'dns' })),
    status: 'issued',
    authority: 'sandbox',
    ca_certificate_id: caId,
    certificate_pem: `${cert.toString('pem').trim()}\n${ca.certificate_pem.trim()}\n`,
    serial: cert.serialNumber,
    fingerprint: await fingerprintOf(cert),
    not_before: cert.notBefore,
    not_after: cert.notAfter,
    subscription_end: subscriptionEnd,
  })
}
