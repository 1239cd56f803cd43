import { and, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { catalogProducts, companies, servicePeriods, services } from '../../db/schema/index.ts'

export type ServiceRow = typeof services.$inferSelect
type ServiceChange = Partial<
  Pick<
    ServiceRow,
    | 'status'
    | 'price_minor'
    | 'cancel_at'
    | 'suspended_reason'
    | 'product_id'
    | 'name'
    | 'options'
    | 'start_date'
    | 'next_due_date'
  >
>

/**
 * A service the caller may see, locked for the change the caller's transaction makes, with its
 * product's adapter key (null: a service kept outside the catalogue).
 */
export async function lockService(
  ctx: RequestContext,
  id: string,
): Promise<(ServiceRow & { adapter: string | null }) | undefined> {
  const [row] = await ctx.db
    .select({ ...getTableColumns(services), adapter: catalogProducts.adapter })
    .from(services)
    .leftJoin(catalogProducts, eq(catalogProducts.id, services.product_id))
    .where(and(eq(services.id, id), ownedByVisibleCompany(ctx, services.company_id)))
    .for('update', { of: services })
  return row
}

export async function changeService(ctx: RequestContext, id: string, change: ServiceChange): Promise<void> {
  await ctx.db
    .update(services)
    .set({ ...change, version: sql`${services.version} + 1`, updated_at: new Date() })
    .where(eq(services.id, id))
}

/** The services an invoice bills (its ledger rows), with their status and why they are suspended. */
export async function servicesOfInvoice(ctx: RequestContext, documentId: string) {
  return ctx.db
    .selectDistinct({ id: services.id, status: services.status, reason: services.suspended_reason })
    .from(services)
    .innerJoin(servicePeriods, eq(servicePeriods.service_id, services.id))
    .where(and(eq(servicePeriods.document_id, documentId), ownedByVisibleCompany(ctx, services.company_id)))
}

/** The provider's services whose end date has come and that are still running. */
export async function servicesToEnd(ctx: RequestContext, providerId: string, today: string) {
  return ctx.db
    .select({ id: services.id })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.company_id))
    .where(
      and(
        sql`${companies.lineage}[1] = ${providerId}`,
        inArray(services.status, ['active', 'suspended']),
        lte(services.cancel_at, today),
      ),
    )
}

/** The service periods an invoice bills, with their service's currency and adapter key. */
export async function periodsOfInvoice(ctx: RequestContext, documentId: string) {
  return ctx.db
    .select({
      service_id: servicePeriods.service_id,
      period_start: servicePeriods.period_start,
      period_end: servicePeriods.period_end,
      amount_minor: servicePeriods.amount_minor,
      currency: services.currency,
      adapter: catalogProducts.adapter,
    })
    .from(servicePeriods)
    .innerJoin(services, eq(services.id, servicePeriods.service_id))
    .leftJoin(catalogProducts, eq(catalogProducts.id, services.product_id))
    .where(and(eq(servicePeriods.document_id, documentId), ownedByVisibleCompany(ctx, services.company_id)))
}
