import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { claimOwnedByCartLine, findOwnedOfService } from '../../db/ownedRows.ts'
import {
  catalogProducts,
  domains,
  sslCertificates,
  sslProducts,
  sslRenewalRuns,
} from '../../db/schema/index.ts'
import { lockRow } from '../../lib/sql.ts'
import type { ClaimByCartLine } from '../orders/provisioning/adapter.ts'

export type CertificateRow = typeof sslCertificates.$inferSelect
export type CertificateValues = Partial<typeof sslCertificates.$inferInsert>

/** A certificate with the names of its domain and product, as the pages show it. */
export type FoundCertificate = {
  row: CertificateRow
  domain_name: string
  product_name_en: string
  product_name_nl: string
  validation_type: 'DV' | 'OV' | 'EV'
  ca_product: string
  product_id: string
}

const withNames = (ctx: RequestContext) =>
  ctx.db
    .select({
      row: sslCertificates,
      domain_name: domains.name,
      product_name_en: catalogProducts.name_en,
      product_name_nl: catalogProducts.name_nl,
      validation_type: sslProducts.validation,
      ca_product: sslProducts.ca_product,
      product_id: sslProducts.product_id,
    })
    .from(sslCertificates)
    .innerJoin(domains, eq(domains.id, sslCertificates.domain_id))
    .innerJoin(sslProducts, eq(sslProducts.id, sslCertificates.ssl_product_id))
    .innerJoin(catalogProducts, eq(catalogProducts.id, sslProducts.product_id))

/** The certificates of the caller's companies, newest first. */
export async function listCertificateRows(ctx: RequestContext): Promise<FoundCertificate[]> {
  return withNames(ctx)
    .where(ownedByVisibleCompany(ctx, sslCertificates.company_id))
    .orderBy(asc(sslCertificates.common_name), desc(sslCertificates.created_at))
    .limit(500)
}

export async function findCertificateRow(
  ctx: RequestContext,
  id: string,
): Promise<FoundCertificate | undefined> {
  const [found] = await withNames(ctx).where(
    and(eq(sslCertificates.id, id), ownedByVisibleCompany(ctx, sslCertificates.company_id)),
  )
  return found
}

export async function insertCertificate(ctx: RequestContext, values: typeof sslCertificates.$inferInsert) {
  const [row] = await ctx.db.insert(sslCertificates).values(values).returning()
  if (!row) throw new Error('Certificate insert returned nothing')
  return row
}

/**
 * Writes a visible certificate; with `processId` only while that process is still its own (two
 * followers of one process store its outcome once). False when nothing was written.
 */
export async function setCertificate(
  ctx: RequestContext,
  id: string,
  values: CertificateValues,
  processId?: string,
): Promise<boolean> {
  const rows = await ctx.db
    .update(sslCertificates)
    .set({ ...values, version: sql`${sslCertificates.version} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(sslCertificates.id, id),
        ownedByVisibleCompany(ctx, sslCertificates.company_id),
        processId === undefined ? undefined : eq(sslCertificates.process_id, processId),
      ),
    )
    .returning({ id: sslCertificates.id })
  return rows.length > 0
}

/** The certificate row locked until the transaction ends. */
export const lockCertificate = (ctx: RequestContext, id: string) =>
  lockRow(
    ctx.db,
    sslCertificates,
    eq(sslCertificates.id, id),
    ownedByVisibleCompany(ctx, sslCertificates.company_id),
  )

export const findCertificateOfService = (ctx: RequestContext, serviceId: string) =>
  findOwnedOfService(ctx, sslCertificates, serviceId)

/**
 * Gives a service the request its order item's cart line was made for (the request keeps that line's
 * id until it is claimed). A second run finds it by service; a request whose line left the cart is
 * never claimed.
 */
export const claimRequestForService = (ctx: RequestContext, claim: ClaimByCartLine) =>
  claimOwnedByCartLine(
    ctx,
    sslCertificates,
    claim,
    { status: 'pending', cart_item_id: null, updated_at: new Date() },
    eq(sslCertificates.status, 'awaiting_order'),
  )

/** Issued certificates of a provider that end by `before` while their subscription runs on. */
export function certificatesDueForReissue(ctx: RequestContext, providerId: string, before: Date) {
  return ctx.db
    .select({ id: sslCertificates.id })
    .from(sslCertificates)
    .where(
      and(
        eq(sslCertificates.provider_id, providerId),
        eq(sslCertificates.status, 'issued'),
        isNull(sslCertificates.process_id),
        lte(sslCertificates.not_after, before),
        sql`${sslCertificates.subscription_end} > (${sslCertificates.not_after} at time zone 'UTC')::date`,
        ownedByVisibleCompany(ctx, sslCertificates.company_id),
      ),
    )
    .limit(1000)
}

/** Records the reissue of the certificate ending at `notAfter`; false when it was recorded before. */
export async function claimReissue(
  ctx: RequestContext,
  certificateId: string,
  notAfter: Date,
): Promise<boolean> {
  const rows = await ctx.db
    .insert(sslRenewalRuns)
    .values({ certificate_id: certificateId, replaces_not_after: notAfter })
    .onConflictDoNothing()
    .returning({ id: sslRenewalRuns.certificate_id })
  return rows.length > 0
}
