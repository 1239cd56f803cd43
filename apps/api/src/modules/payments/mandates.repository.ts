import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { paymentCustomers, paymentMandates } from '../../db/schema/index.ts'
import { lockRow } from '../../lib/sql.ts'

export type PaymentMandateRow = typeof paymentMandates.$inferSelect
type Key = { issuer_id: string; company_id: string; provider: PaymentMandateRow['provider'] }

/** What revoking a mandate writes. */
const revoked = (ctx: RequestContext) => {
  const now = ctx.platform.now()
  return {
    status: 'revoked' as const,
    revoked_at: now,
    updated_at: now,
    version: sql`${paymentMandates.version} + 1`,
  }
}

const mandatesVisible = (ctx: RequestContext) => ownedByVisibleCompany(ctx, paymentMandates.company_id)

/** The company's customer id at the provider, if it has one. */
export async function findPaymentCustomer(ctx: RequestContext, key: Key) {
  const [row] = await ctx.db
    .select()
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.issuer_id, key.issuer_id),
        eq(paymentCustomers.company_id, key.company_id),
        eq(paymentCustomers.provider, key.provider),
        ownedByVisibleCompany(ctx, paymentCustomers.company_id),
      ),
    )
  return row
}

/** Keeps the provider's customer id; the one kept first when two made one at once. */
export async function keepPaymentCustomer(ctx: RequestContext, key: Key, providerCustomerId: string) {
  await ctx.db
    .insert(paymentCustomers)
    .values({ ...key, provider_customer_id: providerCustomerId })
    .onConflictDoNothing()
  return findPaymentCustomer(ctx, key)
}

/** A new valid mandate of the company: an older valid one is replaced (revoked here). */
export async function keepPaymentMandate(
  ctx: RequestContext,
  values: Key &
    Pick<PaymentMandateRow, 'provider_customer_id' | 'provider_mandate_id' | 'method' | 'details'>,
) {
  await ctx.db
    .update(paymentMandates)
    .set(revoked(ctx))
    .where(
      and(
        eq(paymentMandates.issuer_id, values.issuer_id),
        eq(paymentMandates.company_id, values.company_id),
        eq(paymentMandates.provider, values.provider),
        eq(paymentMandates.status, 'valid'),
        sql`${paymentMandates.provider_mandate_id} <> ${values.provider_mandate_id}`,
        mandatesVisible(ctx),
      ),
    )
  await ctx.db.insert(paymentMandates).values(values).onConflictDoNothing()
}

/** The mandates of these companies (all valid ones of the issuer when none are named), newest first. */
export async function listPaymentMandates(
  ctx: RequestContext,
  /** No `issuerId`: the companies' mandates with every issuer (their own view). */
  query: { issuerId?: string; companyIds?: string[]; valid?: boolean },
) {
  return ctx.db
    .select()
    .from(paymentMandates)
    .where(
      and(
        query.issuerId ? eq(paymentMandates.issuer_id, query.issuerId) : undefined,
        query.companyIds ? inArray(paymentMandates.company_id, query.companyIds) : undefined,
        query.valid ? eq(paymentMandates.status, 'valid') : undefined,
        mandatesVisible(ctx),
      ),
    )
    .orderBy(desc(paymentMandates.created_at))
}

export const lockPaymentMandate = (ctx: RequestContext, id: string) =>
  lockRow(ctx.db, paymentMandates, eq(paymentMandates.id, id), mandatesVisible(ctx))

export async function revokePaymentMandateRow(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .update(paymentMandates)
    .set(revoked(ctx))
    .where(and(eq(paymentMandates.id, id), mandatesVisible(ctx)))
    .returning()
  return row
}
