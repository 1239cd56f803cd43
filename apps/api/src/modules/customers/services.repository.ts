import type { Service } from '@portico/contracts'
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { auditLog, catalogProducts, services, users } from '../../db/schema/index.ts'
import { productNameOf } from '../../lib/productName.ts'

type ServiceRow = typeof services.$inferSelect & {
  adapter: string | null
  product_en: string | null
  product_nl: string | null
}
const toService = (r: ServiceRow): Service => ({
  id: r.id,
  company_id: r.company_id,
  type: r.type,
  name: r.name,
  product_name: productNameOf(r.name, r.product_en, r.product_nl),
  status: r.status,
  disk_usage_bytes: r.disk_usage_bytes,
  traffic_usage_bytes: r.traffic_usage_bytes,
  created_at: r.created_at.toISOString(),
  product_id: r.product_id,
  currency: r.currency,
  period: r.period,
  price_minor: r.price_minor,
  start_date: r.start_date,
  next_due_date: r.next_due_date,
  cancel_at: r.cancel_at,
  commitment_months: r.commitment_months,
  notice_days: r.notice_days,
  discount_minor: r.discount_minor,
  vat_rate_bp: r.vat_rate_bp,
  adapter: r.adapter,
  version: r.version,
})

const ofCompany = (ctx: RequestContext, companyId: string) =>
  and(eq(services.company_id, companyId), ownedByVisibleCompany(ctx, services.company_id))

/** Services with their product's provisioning adapter (null: kept outside the catalogue) and names. */
const withAdapter = (ctx: RequestContext) =>
  ctx.db
    .select({
      ...getTableColumns(services),
      adapter: catalogProducts.adapter,
      product_en: catalogProducts.name_en,
      product_nl: catalogProducts.name_nl,
    })
    .from(services)
    .leftJoin(catalogProducts, eq(catalogProducts.id, services.product_id))

/** A company's services; each service area (hosting, domains, Microsoft ...) fills them. */
export async function listServices(ctx: RequestContext, companyId: string): Promise<Service[]> {
  const rows = await withAdapter(ctx).where(ofCompany(ctx, companyId)).orderBy(asc(services.name))
  return rows.map(toService)
}

export async function findService(ctx: RequestContext, companyId: string, id: string) {
  const [row] = await withAdapter(ctx).where(and(eq(services.id, id), ofCompany(ctx, companyId)))
  return row && toService(row)
}

/** The latest 200 audit entries of a company, newest first, with who made them. */
export async function listCompanyActivity(ctx: RequestContext, companyId: string) {
  return ctx.db
    .select({ log: auditLog, actor_name: users.display_name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(and(eq(auditLog.company_id, companyId), ownedByVisibleCompany(ctx, auditLog.company_id)))
    .orderBy(desc(auditLog.created_at))
    .limit(200)
}
