import { type NceBilling, type NceTerm, type NextTermChange, termEndFor } from '@portico/domain'
import { sandboxSku } from '../../modules/microsoft/partnerCenter/sandboxCatalog.ts'
import type { Db } from '../client.ts'
import {
  microsoftSubscriptions,
  microsoftTenants,
  msSandboxCustomers,
  msSandboxSubscriptions,
  msSandboxUsers,
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

async function seedTenant(tx: Db, providerId: string, companyId: string, tenant: DemoTenant, now: Date) {
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
    await tx
      .insert(microsoftSubscriptions)
      .values({ company_id: companyId, tenant_id: row.id, subscription_id: sub.id, name: item.title })
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

/** Demo Microsoft 365 tenants, subscriptions and users for Acme and Initech in the sandbox Partner Center. */
export async function seedMicrosoft(tx: Db, providerId: string, acmeId: string, initechId: string) {
  const now = new Date()
  await seedTenant(tx, providerId, acmeId, TENANTS.acme, now)
  await seedTenant(tx, providerId, initechId, TENANTS.initech, now)
}
