import type { OrderStatus } from '@portico/contracts'
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, sellerOf, visibleCompany } from '../../auth/visibility.ts'
import {
  catalogProducts,
  companies,
  documents,
  orderItems,
  orderSettings,
  orders,
  sandboxResources,
  services,
  users,
} from '../../db/schema/index.ts'
import { findRow, queryRows } from '../../lib/sql.ts'

export type OrderItemRow = typeof orderItems.$inferSelect

/** Who orders, who sells to them and who pays the provider: the customer itself, or its reseller. */
export async function findOrderingParty(ctx: RequestContext, companyId: string) {
  const [row] = await queryRows<{ language: 'en' | 'nl'; provider_id: string; reseller_id: string | null }>(
    ctx.db,
    sql`select ${companies.language} as language, ${companies.lineage}[1] as provider_id,
          nullif(${sellerOf()}, ${companies.lineage}[1]) as reseller_id
        from ${companies}
        where ${companies.id} = ${companyId} and ${companies.archived_at} is null and ${visibleCompany(ctx)}`,
  )
  if (!row) return undefined
  return {
    language: row.language,
    providerId: row.provider_id,
    resellerId: row.reseller_id,
    billedId: row.reseller_id ?? companyId,
  }
}

export async function insertOrder(ctx: RequestContext, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await ctx.db.insert(orders).values(values).returning({ id: orders.id })
  if (!row) throw new Error('order insert returned nothing')
  return row.id
}

export async function insertOrderItem(ctx: RequestContext, values: typeof orderItems.$inferInsert) {
  await ctx.db.insert(orderItems).values(values)
}

export async function insertService(
  ctx: RequestContext,
  values: typeof services.$inferInsert,
): Promise<string> {
  const [row] = await ctx.db.insert(services).values(values).returning({ id: services.id })
  if (!row) throw new Error('service insert returned nothing')
  return row.id
}

export async function setOrderInvoice(
  ctx: RequestContext,
  orderId: string,
  invoices: { own: string; resale: string | null },
) {
  await ctx.db
    .update(orders)
    .set({ invoice_id: invoices.own, resale_invoice_id: invoices.resale, invoice_plan: null })
    .where(and(eq(orders.id, orderId), orderScope(ctx)))
}

/** Keeps the invoice an order will get at approval. */
export async function setInvoicePlan(ctx: RequestContext, orderId: string, plan: unknown) {
  await ctx.db
    .update(orders)
    .set({ invoice_plan: plan })
    .where(and(eq(orders.id, orderId), orderScope(ctx)))
}

/** Takes an order's invoice plan (cleared in the caller's transaction): what approval issues, once. */
export async function takeInvoicePlan(ctx: RequestContext, orderId: string): Promise<unknown> {
  const [row] = await ctx.db
    .select({ plan: orders.invoice_plan })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderScope(ctx)))
    .for('update')
  if (!row?.plan) return null
  await ctx.db
    .update(orders)
    .set({ invoice_plan: null })
    .where(and(eq(orders.id, orderId), orderScope(ctx)))
  return row.plan
}

/** Orders the caller may see: of their visible companies; staff only their provider's. */
function orderScope(ctx: RequestContext) {
  const visible = ownedByVisibleCompany(ctx, orders.company_id)
  if (!ctx.isStaff || ctx.isSuperAdmin) return visible
  return and(visible, ctx.providerId ? eq(orders.provider_id, ctx.providerId) : sql`false`)
}

const summaryColumns = {
  row: orders,
  company_name: companies.name,
  placed_by: users.display_name,
  invoice_number: documents.number,
}

/**
 * The order's invoice as the caller knows it: staff the provider's; a company the one it got (a
 * reseller's customer its reseller's). Shown only to those who may see it (a reseller's customer
 * never sees the provider's invoice to its reseller).
 */
const invoiceJoin = (ctx: RequestContext) =>
  and(
    eq(
      documents.id,
      ctx.isStaff ? orders.invoice_id : sql`coalesce(${orders.resale_invoice_id}, ${orders.invoice_id})`,
    ),
    ownedByVisibleCompany(ctx, documents.customer_id),
  )

export async function listOrders(ctx: RequestContext, q: { status?: OrderStatus; limit: number }) {
  return ctx.db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .innerJoin(users, eq(users.id, orders.placed_by))
    .leftJoin(documents, invoiceJoin(ctx))
    .where(and(orderScope(ctx), q.status ? eq(orders.status, q.status) : undefined))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(q.limit)
}

export async function findOrder(ctx: RequestContext, id: string) {
  const [found] = await ctx.db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .innerJoin(users, eq(users.id, orders.placed_by))
    .leftJoin(documents, invoiceJoin(ctx))
    .where(and(eq(orders.id, id), orderScope(ctx)))
  if (!found) return undefined
  const items = await ctx.db
    .select({
      ...getTableColumns(orderItems),
      adapter: catalogProducts.adapter,
      product_en: catalogProducts.name_en,
      product_nl: catalogProducts.name_nl,
    })
    .from(orderItems)
    .innerJoin(catalogProducts, eq(catalogProducts.id, orderItems.product_id))
    .where(eq(orderItems.order_id, id))
    .orderBy(asc(orderItems.position))
  return { ...found, items }
}

/** Moves an order from one of `from` to `to`; undefined when it was not in one of them (or not visible). */
export async function moveOrder(ctx: RequestContext, id: string, from: OrderStatus[], to: OrderStatus) {
  const [row] = await ctx.db
    .update(orders)
    .set({ status: to, version: sql`${orders.version} + 1`, updated_at: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, from), orderScope(ctx)))
    .returning()
  return row
}

export async function itemsToProvision(ctx: RequestContext, orderId: string) {
  return ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), inArray(orderItems.provisioning, ['waiting', 'failed'])))
}

/** One order item with its service and its product's adapter key, for the provisioning job. */
export async function provisioningItem(ctx: RequestContext, itemId: string) {
  const [row] = await ctx.db
    .select({ item: orderItems, order: orders, service: services, adapter: catalogProducts.adapter })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(services, eq(services.id, orderItems.service_id))
    .innerJoin(catalogProducts, eq(catalogProducts.id, orderItems.product_id))
    .where(eq(orderItems.id, itemId))
  return row
}

export async function setItemProvisioning(
  ctx: RequestContext,
  itemId: string,
  state: OrderItemRow['provisioning'],
  error: string | null = null,
) {
  await ctx.db.update(orderItems).set({ provisioning: state, error }).where(eq(orderItems.id, itemId))
}

export async function setServiceStatus(
  ctx: RequestContext,
  serviceId: string,
  status: 'active' | 'cancelled',
) {
  await ctx.db
    .update(services)
    .set({ status, version: sql`${services.version} + 1`, updated_at: new Date() })
    .where(eq(services.id, serviceId))
}

export async function cancelOrderServices(ctx: RequestContext, orderId: string) {
  const ids = ctx.db
    .select({ id: orderItems.service_id })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
  await ctx.db
    .update(services)
    .set({ status: 'cancelled', cancel_at: sql`${services.start_date}`, updated_at: new Date() })
    .where(and(sql`${services.id} in ${ids}`, ne(services.status, 'terminated')))
  await ctx.db.update(orderItems).set({ provisioning: 'cancelled' }).where(eq(orderItems.order_id, orderId))
}

/** Whether every item of an order is provisioned. */
/** Locks an order until the caller's transaction ends: items finishing at once then see each other. */
export async function lockOrder(ctx: RequestContext, orderId: string): Promise<void> {
  await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')
}

export async function allItemsDone(ctx: RequestContext, orderId: string): Promise<boolean> {
  const open = await ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), ne(orderItems.provisioning, 'done')))
    .limit(1)
  return open.length === 0
}

/** The order an invoice was written for (checkout's invoice), if it is one. */
export async function orderOfInvoice(ctx: RequestContext, documentId: string) {
  const [row] = await ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      provider_id: orders.provider_id,
      company_id: orders.company_id,
    })
    .from(orders)
    .where(and(eq(orders.invoice_id, documentId), orderScope(ctx)))
  return row
}

/** The provider's order settings, saved whole or in part (terms left out stay as they are). */
export async function saveOrderSettings(
  ctx: RequestContext,
  providerId: string,
  values: Partial<Pick<typeof orderSettings.$inferInsert, 'provision_at' | 'terms_en' | 'terms_nl'>>,
) {
  await ctx.db
    .insert(orderSettings)
    .values({ provider_id: providerId, ...values })
    .onConflictDoUpdate({ target: orderSettings.provider_id, set: { ...values, updated_at: new Date() } })
}

export async function orderSettingsOf(ctx: RequestContext, providerId: string) {
  const [row] = await ctx.db
    .select({
      provision_at: orderSettings.provision_at,
      terms_en: orderSettings.terms_en,
      terms_nl: orderSettings.terms_nl,
    })
    .from(orderSettings)
    .where(eq(orderSettings.provider_id, providerId))
  return row ?? { provision_at: 'approval' as const, terms_en: null, terms_nl: null }
}

export async function provisionSetting(ctx: RequestContext, providerId: string) {
  return (await orderSettingsOf(ctx, providerId)).provision_at
}

/** The sandbox adapter's resource of a service, created once (a second create changes nothing). */
export async function startSandboxResource(
  ctx: RequestContext,
  serviceId: string,
  readyAt: Date,
  data: object,
) {
  await ctx.db
    .insert(sandboxResources)
    .values({ service_id: serviceId, state: 'provisioning', ready_at: readyAt, data })
    .onConflictDoNothing()
}

export const findSandboxResource = (ctx: RequestContext, serviceId: string) =>
  findRow(ctx.db, sandboxResources, eq(sandboxResources.service_id, serviceId))

export async function setSandboxState(
  ctx: RequestContext,
  serviceId: string,
  state: 'active' | 'suspended' | 'terminated',
) {
  await ctx.db
    .update(sandboxResources)
    .set({ state, updated_at: new Date() })
    .where(eq(sandboxResources.service_id, serviceId))
}
