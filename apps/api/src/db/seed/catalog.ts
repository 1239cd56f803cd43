import type { ProductOption } from '@portico/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogPrices, catalogProducts, catalogPromotions, catalogResellerPrices } from '../schema/index.ts'

type Period = 'once' | 'P1M' | 'P3M' | 'P1Y' | 'P2Y' | 'P3Y'
/** code, category, type, English and Dutch name, prices { period: [price, setup] } in EUR cents (excl. VAT). */
type DemoProduct = [string, string, string, string, string, Partial<Record<Period, [number, number]>>]

// biome-ignore format: one product per row
const PRODUCTS: DemoProduct[] = [
  ['WEB-BASIS', 'hosting.web', 'service', 'Web hosting Basic', 'Webhosting Basis', { P1M: [495, 0], P1Y: [4950, 0] }],
  ['WEB-PLUS', 'hosting.web', 'service', 'Web hosting Plus', 'Webhosting Plus', { P1M: [995, 0], P1Y: [9950, 0] }],
  ['WEB-PRO', 'hosting.web', 'service', 'Web hosting Pro', 'Webhosting Pro', { P1M: [1995, 0], P1Y: [19950, 0] }],
  ['HOSTING-S', 'hosting.web', 'service', 'Web hosting S (control panel, 5 GB)', 'Webhosting S (controlepaneel, 5 GB)', { P1M: [595, 0], P1Y: [5950, 0] }],
  ['HOSTING-M', 'hosting.web', 'service', 'Web hosting M (control panel, 25 GB)', 'Webhosting M (controlepaneel, 25 GB)', { P1M: [1195, 0], P1Y: [11950, 0] }],
  ['HOSTING-L', 'hosting.web', 'service', 'Web hosting L (control panel, 100 GB)', 'Webhosting L (controlepaneel, 100 GB)', { P1M: [2395, 0], P1Y: [23950, 0] }],
  ['VPS-S', 'hosting.vps', 'service', 'VPS S (2 vCPU, 4 GB)', 'VPS S (2 vCPU, 4 GB)', { P1M: [1500, 1500], P1Y: [16500, 0] }],
  ['VPS-M', 'hosting.vps', 'service', 'VPS M (4 vCPU, 8 GB)', 'VPS M (4 vCPU, 8 GB)', { P1M: [3000, 1500], P1Y: [33000, 0] }],
  ['VPS-L', 'hosting.vps', 'service', 'VPS L (8 vCPU, 16 GB)', 'VPS L (8 vCPU, 16 GB)', { P1M: [6000, 1500], P1Y: [66000, 0] }],
  ['DEDI-E2388', 'hosting.server', 'service', 'Dedicated server Xeon E-2388G', 'Dedicated server Xeon E-2388G', { P1M: [14900, 9900], P1Y: [163900, 0] }],
  ['DB-PG-S', 'hosting.database', 'service', 'Managed PostgreSQL S', 'Beheerde PostgreSQL S', { P1M: [2500, 0] }],
  ['S3-1TB', 'hosting.storage', 'service', 'Object storage 1 TB', 'Objectopslag 1 TB', { P1M: [990, 0], P1Y: [9900, 0] }],
  ['M365-BB', 'microsoft', 'license', 'Microsoft 365 Business Basic', 'Microsoft 365 Business Basic', { P1M: [672, 0], P1Y: [6720, 0] }],
  ['M365-BS', 'microsoft', 'license', 'Microsoft 365 Business Standard', 'Microsoft 365 Business Standard', { P1M: [1404, 0], P1Y: [14040, 0] }],
  ['M365-BP', 'microsoft', 'license', 'Microsoft 365 Business Premium', 'Microsoft 365 Business Premium', { P1M: [2472, 0], P1Y: [24720, 0] }],
  ['FIBER-500', 'connectivity.internet', 'service', 'Fibre 500 Mbit/s', 'Glasvezel 500 Mbit/s', { P1M: [4950, 9900], P3Y: [160380, 0] }],
  ['FIBER-1000', 'connectivity.internet', 'service', 'Fibre 1000 Mbit/s', 'Glasvezel 1000 Mbit/s', { P1M: [6950, 9900], P3Y: [225180, 0] }],
  ['VDSL-100', 'connectivity.internet', 'service', 'VDSL 100 Mbit/s', 'VDSL 100 Mbit/s', { P1M: [3450, 4950] }],
  ['INSTALL-ONSITE', 'connectivity.internet', 'one_off', 'On-site installation', 'Installatie op locatie', { once: [12500, 0] }],
  ['SIP-TRUNK', 'connectivity.voip', 'service', 'SIP trunk', 'SIP-trunk', { P1M: [1500, 2500] }],
  ['MOBILE-5GB', 'connectivity.mobile', 'service', 'Mobile 5 GB', 'Mobiel 5 GB', { P1M: [1250, 0] }],
  ['MOBILE-20GB', 'connectivity.mobile', 'service', 'Mobile 20 GB', 'Mobiel 20 GB', { P1M: [2000, 0] }],
  ['TLD-NL', 'domains.tld', 'domain', '.nl domain name', '.nl-domeinnaam', { P1Y: [799, 0] }],
  ['TLD-COM', 'domains.tld', 'domain', '.com domain name', '.com-domeinnaam', { P1Y: [1199, 0], P2Y: [2398, 0] }],
  ['TLD-EU', 'domains.tld', 'domain', '.eu domain name', '.eu-domeinnaam', { P1Y: [899, 0], P2Y: [1798, 0] }],
  ['SSL-DV', 'ssl', 'service', 'SSL certificate DV', 'SSL-certificaat DV', { P1Y: [1500, 0], P2Y: [2800, 0] }],
  ['SSL-OV', 'ssl', 'service', 'SSL certificate OV', 'SSL-certificaat OV', { P1Y: [7900, 0], P2Y: [14900, 0] }],
  ['AAS-FIREWALL', 'aas.network', 'service', 'Managed firewall', 'Beheerde firewall', { P1M: [7500, 25000] }],
  ['AAS-LAPTOP', 'aas.hardware', 'service', 'Laptop as a service', 'Laptop as a service', { P1M: [4500, 0], P3Y: [145800, 0] }],
  ['AAS-BACKUP', 'aas.infrastructure', 'service', 'Backup as a service 1 TB', 'Back-up as a service 1 TB', { P1M: [3500, 0] }],
  ['MP-ACRONIS', 'marketplace', 'license', 'Acronis Cyber Protect (per device)', 'Acronis Cyber Protect (per apparaat)', { P1M: [850, 0] }],
]

/** The contract a sale of the product makes: minimum term in months, notice in days (0, 0 when absent). */
const CONTRACTS: Record<string, [commitment_months: number, notice_days: number]> = {
  'WEB-BASIS': [0, 30],
  'WEB-PLUS': [0, 30],
  'WEB-PRO': [0, 30],
  'DEDI-E2388': [12, 30],
  'FIBER-500': [12, 30],
  'FIBER-1000': [12, 30],
  'VDSL-100': [12, 30],
  'SIP-TRUNK': [12, 30],
  'MOBILE-5GB': [12, 30],
  'MOBILE-20GB': [12, 30],
  'AAS-FIREWALL': [36, 90],
  'AAS-LAPTOP': [36, 90],
  'AAS-BACKUP': [12, 30],
  'HOSTING-S': [0, 30],
  'HOSTING-M': [0, 30],
  'HOSTING-L': [0, 30],
}

/** Products an outside system sets up (the hosting panel); the rest the sandbox adapter. */
const ADAPTERS: Record<string, string> = {
  'HOSTING-S': 'hosting',
  'HOSTING-M': 'hosting',
  'HOSTING-L': 'hosting',
  'VPS-S': 'vps',
  'VPS-M': 'vps',
  'VPS-L': 'vps',
}

/** EUR option prices per month and (when given) per year. */
const eur = (monthly: number, yearly?: number) => [
  { currency: 'EUR', period: 'P1M' as const, price_minor: monthly },
  ...(yearly === undefined ? [] : [{ currency: 'EUR', period: 'P1Y' as const, price_minor: yearly }]),
]
const names = (name_en: string, name_nl: string) => ({ name_en, name_nl })
const OPTIONS: Record<string, ProductOption[]> = {
  'WEB-PLUS': [
    {
      kind: 'quantity',
      code: 'EXTRA-10GB',
      ...names('Extra storage (10 GB)', 'Extra opslag (10 GB)'),
      required: false,
      min: 0,
      max: 20,
      step: 1,
      prices: eur(200, 2000),
    },
    {
      kind: 'yes_no',
      code: 'BACKUP',
      ...names('Daily backup', 'Dagelijkse back-up'),
      required: false,
      prices: eur(250, 2500),
    },
  ],
  'VPS-M': [
    {
      kind: 'select',
      code: 'OS',
      ...names('Operating system', 'Besturingssysteem'),
      required: true,
      choices: [
        { code: 'UBUNTU', ...names('Ubuntu 24.04', 'Ubuntu 24.04'), prices: [] },
        { code: 'DEBIAN', ...names('Debian 13', 'Debian 13'), prices: [] },
        { code: 'WINDOWS', ...names('Windows Server 2025', 'Windows Server 2025'), prices: eur(2500, 27500) },
      ],
    },
    {
      kind: 'quantity',
      code: 'IPV4',
      ...names('Extra IPv4 addresses', 'Extra IPv4-adressen'),
      required: false,
      min: 0,
      max: 8,
      step: 1,
      prices: eur(300, 3300),
    },
  ],
  'SIP-TRUNK': [
    {
      kind: 'quantity',
      code: 'CHANNELS',
      ...names('Channels', 'Kanalen'),
      required: true,
      min: 2,
      max: 60,
      step: 2,
      prices: eur(350),
    },
  ],
}

/** Resell IT's sale prices (EUR cents) for part of the catalogue: code, period, price, setup. */
const RESELLER_PRICES: [string, Period, number, number][] = [
  ['WEB-BASIS', 'P1M', 695, 0],
  ['WEB-BASIS', 'P1Y', 6950, 0],
  ['WEB-PLUS', 'P1M', 1295, 0],
  ['HOSTING-S', 'P1M', 795, 0],
  ['HOSTING-M', 'P1M', 1495, 0],
  ['VPS-S', 'P1M', 1950, 2500],
  ['M365-BS', 'P1M', 1595, 0],
  ['M365-BP', 'P1M', 2695, 0],
  ['TLD-NL', 'P1Y', 1099, 0],
]

/** A realistic Dutch provider catalogue across every category, two promotions and a reseller's prices. */
export async function seedCatalog(db: Db, providerId: string, resellerId: string): Promise<void> {
  const rows = await db
    .insert(catalogProducts)
    .values(
      PRODUCTS.map(([code, category, type, name_en, name_nl]) => ({
        provider_id: providerId,
        code,
        category,
        type,
        name_en,
        name_nl,
        vat_rate_bp: 2100,
        adapter: ADAPTERS[code] ?? 'sandbox',
        options: OPTIONS[code] ?? [],
        commitment_months: CONTRACTS[code]?.[0] ?? 0,
        notice_days: CONTRACTS[code]?.[1] ?? 0,
      })),
    )
    .returning({ id: catalogProducts.id, code: catalogProducts.code })
  const idOf = new Map(rows.map((r) => [r.code, r.id]))
  const id = (code: string) => idOf.get(code) ?? ''
  await db.insert(catalogPrices).values(
    PRODUCTS.flatMap(([code, , , , , prices]) =>
      Object.entries(prices).map(([period, [price_minor, setup_minor]]) => ({
        product_id: id(code),
        currency: 'EUR',
        period,
        price_minor,
        setup_minor,
      })),
    ),
  )
  await db.insert(catalogResellerPrices).values(
    RESELLER_PRICES.map(([code, period, price_minor, setup_minor]) => ({
      company_id: resellerId,
      product_id: id(code),
      currency: 'EUR',
      period,
      price_minor,
      setup_minor,
    })),
  )
  await db.insert(catalogPromotions).values([
    {
      provider_id: providerId,
      code: 'WELKOM10',
      description: '10% off web hosting for the first three months',
      kind: 'percentage',
      percent_bp: 1000,
      periods: 3,
      product_ids: ['WEB-BASIS', 'WEB-PLUS', 'WEB-PRO'].map(id),
    },
    {
      provider_id: providerId,
      code: 'VPS25',
      description: '€25 off the first period of a VPS, once per customer',
      kind: 'fixed',
      amounts: [{ currency: 'EUR', amount_minor: 2500 }],
      periods: 1,
      product_ids: ['VPS-S', 'VPS-M', 'VPS-L'].map(id),
      max_uses: 100,
      once_per_customer: true,
    },
  ])
}

/** The provider's products of these codes with their yearly price, as the demo's services are billed. */
export function yearlyPrices(db: Db, providerId: string, codes: string[]) {
  return db
    .select({ id: catalogProducts.id, code: catalogProducts.code, price: catalogPrices.price_minor })
    .from(catalogProducts)
    .innerJoin(
      catalogPrices,
      and(eq(catalogPrices.product_id, catalogProducts.id), eq(catalogPrices.period, 'P1Y')),
    )
    .where(and(eq(catalogProducts.provider_id, providerId), inArray(catalogProducts.code, codes)))
}
