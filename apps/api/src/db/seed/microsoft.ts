import {
  type NceBilling,
  type NceTerm,
  type NextTermChange,
  periodContaining,
  termEndFor,
} from '@portico/domain'
import { and, eq } from 'drizzle-orm'
import { sandboxSku } from '../../modules/microsoft/partnerCenter/sandboxCatalog.ts'
import type { Db } from '../client.ts'
import {
  catalogPrices,
  catalogProducts,
  catalogResellerPrices,
  microsoftProducts,
  microsoftSubscriptions,
  microsoftTenants,
  msSandboxCustomers,
  msSandboxSubscriptions,
  msSandboxUsers,
  services,
} from '../schema/index.ts'

type DemoSubscription = {
  sku: string
  quantity: number
  term: NceTerm
  billing: NceBilling
  /** Days ago it was bought; each added batch is [days ago, seats]. */
  boughtDaysAgo: number
  added?: Array<[number, number]>
  scheduled?: NextTermChange
}

type DemoTenant = {
  domain: string
  name: string
  subscriptions: DemoSubscription[]
  users: Array<[name: string, login: string, usageLocation: string | null, skus: string[]]>
}

const STANDARD = 'CFQ7TTC0LDPB:0001'
const BASIC = 'CFQ7TTC0LH18:0001'
const PREMIUM = 'CFQ7TTC0LCHC:0002'

/** Acme (Jane's) bought Standard for a year 40 days ago and added seats yesterday; Initech (Resell IT's customer) plans fewer seats at renewal. */
const TENANTS: Record<'acme' | 'initech', DemoTenant> = {
  acme: {
    domain: 'acmebv.onmicrosoft.com',
    name: 'Acme B.V.',
    subscriptions: [
      { sku: STANDARD, quantity: 12, term: 'P1Y', billing: 'annual', boughtDaysAgo: 40, added: [[1, 2]] },
      { sku: BASIC, quantity: 5, term: 'P1M', billing: 'monthly', boughtDaysAgo: 2 },
    ],
    users: [
      ['Anna de Vries', 'anna', 'NL', [STANDARD]],
      ['Bas Jansen', 'bas', 'NL', [STANDARD, BASIC]],
      ['Jane Doe', 'jane', 'NL', [STANDARD]],
      ['Kees Bakker', 'kees', null, []],
    ],
  },
  initech: {
    domain: 'initech.onmicrosoft.com',
    name: 'Initech',
    subscriptions: [
      {
        sku: PREMIUM,
        quantity: 8,
        term: 'P1Y',
        billing: 'monthly',
        boughtDaysAgo: 100,
        scheduled: { quantity: 6 },
      },
    ],
    users: [
      ['Bill Lumbergh', 'bill', 'NL', [PREMIUM]],
      ['Peter Gibbons', 'peter', 'NL', [PREMIUM]],
      ['Milton Waddams', 'milton', 'NL', []],
    ],
  },
}

const at = (daysAgo: number, now: Date) => new Date(now.getTime() - daysAgo * 86_400_000)

type Seller = { providerId: string; resellerId: string | null }

/**
 * The service that bills a demo subscription, as linking one makes it: the catalogue product of its
 * SKU and term at the seller's price per seat for its billing frequency (a reseller's customer pays
 * the reseller, which pays the provider's price), invoiced from its next period.
 */
async function seedService(
  tx: Db,
  seller: Seller,
  companyId: string,
  s: DemoSubscription,
  start: string,
  today: string,
) {
  const item = sandboxSku(s.sku)
  const period = s.billing === 'annual' ? 'P1Y' : 'P1M'
  const [product] = await tx
    .select({
      id: catalogProducts.id,
      name: catalogProducts.name_en,
      months: catalogProducts.commitment_months,
    })
    .from(microsoftProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, microsoftProducts.product_id))
    .where(
      and(
        eq(catalogProducts.provider_id, seller.providerId),
        eq(microsoftProducts.catalog_item_id, item?.catalogItemId ?? ''),
        eq(microsoftProducts.term, s.term),
      ),
    )
  if (!product) throw new Error(`no demo product for ${s.sku} ${s.term}`)
  const priceOf = async (table: typeof catalogPrices | typeof catalogResellerPrices) => {
    const [row] = await tx
      .select({ price: table.price_minor })
      .from(table)
      .where(and(eq(table.product_id, product.id), eq(table.period, period), eq(table.currency, 'EUR')))
    if (!row) throw new Error(`no demo price for ${s.sku} ${period}`)
    return row.price * s.quantity
  }
  const cost = await priceOf(catalogPrices)
  const [row] = await tx
    .insert(services)
    .values({
      company_id: companyId,
      type: 'microsoft',
      name: item?.title ?? product.name,
      status: 'active',
      product_id: product.id,
      seller_id: seller.resellerId ?? seller.providerId,
      currency: 'EUR',
      period,
      price_minor: seller.resellerId ? await priceOf(catalogResellerPrices) : cost,
      cost_minor: seller.resellerId ? cost : null,
      vat_rate_bp: 2100,
      start_date: start,
      next_due_date: periodContaining(start, period, today).end,
      commitment_months: product.months,
    })
    .returning({ id: services.id })
  if (!row) throw new Error('demo service not stored')
  return row.id
}

async function seedTenant(tx: Db, seller: Seller, companyId: string, tenant: DemoTenant, now: Date) {
  const providerId = seller.providerId
  const [customer] = await tx
    .insert(msSandboxCustomers)
    .values({
      partner_id: providerId,
      domain: tenant.domain,
      company_name: tenant.name,
      agreement_accepted_at: now,
    })
    .returning()
  if (!customer) throw new Error('demo tenant not stored')
  const [row] = await tx
    .insert(microsoftTenants)
    .values({
      provider_id: providerId,
      company_id: companyId,
      customer_id: customer.id,
      domain: tenant.domain,
      name: tenant.name,
      origin: 'created',
      partner_center: 'sandbox',
      agreement_accepted_at: now,
    })
    .returning()
  if (!row) throw new Error('demo tenant not stored')
  for (const s of tenant.subscriptions) {
    const item = sandboxSku(s.sku)
    if (!item) throw new Error(`unknown demo SKU ${s.sku}`)
    const bought = at(s.boughtDaysAgo, now)
    const termStart = bought.toISOString().slice(0, 10)
    const batches = [
      {
        quantity: s.quantity - (s.added ?? []).reduce((n, [, q]) => n + q, 0),
        purchasedAt: bought.toISOString(),
      },
      ...(s.added ?? []).map(([days, quantity]) => ({ quantity, purchasedAt: at(days, now).toISOString() })),
    ]
    const [sub] = await tx
      .insert(msSandboxSubscriptions)
      .values({
        customer_id: customer.id,
        order_id: crypto.randomUUID(),
        catalog_item_id: item.catalogItemId,
        sku_id: s.sku,
        friendly_name: item.title,
        quantity: s.quantity,
        term: s.term,
        billing: s.billing,
        term_start: termStart,
        term_end: termEndFor(termStart, s.term),
        batches,
        scheduled: s.scheduled ?? null,
        created_at: bought,
      })
      .returning()
    if (!sub) throw new Error('demo subscription not stored')
    const serviceId = await seedService(tx, seller, companyId, s, termStart, now.toISOString().slice(0, 10))
    await tx.insert(microsoftSubscriptions).values({
      company_id: companyId,
      tenant_id: row.id,
      subscription_id: sub.id,
      name: item.title,
      service_id: serviceId,
    })
  }
  const local = tenant.domain
  await tx.insert(msSandboxUsers).values(
    tenant.users.map(([display_name, login, usage_location, skus]) => ({
      customer_id: customer.id,
      user_principal_name: `${login}@${local}`,
      display_name,
      usage_location,
      licenses: skus.map((sku) => sandboxSku(sku)?.graphSkuId ?? ''),
    })),
  )
}

/** Demo Microsoft 365 tenants, subscriptions (each billed by its service) and users for Acme and Initech (Resell IT's) in the sandbox Partner Center. */
export async function seedMicrosoft(
  tx: Db,
  providerId: string,
  acme: string,
  initech: { id: string; resellerId: string },
) {
  const now = new Date()
  await seedTenant(tx, { providerId, resellerId: null }, acme, TENANTS.acme, now)
  await seedTenant(tx, { providerId, resellerId: initech.resellerId }, initech.id, TENANTS.initech, now)
}
