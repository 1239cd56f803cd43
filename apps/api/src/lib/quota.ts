import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../auth/context.ts'
import { quotaUsage } from '../db/schema/index.ts'
import { AppError } from './errors.ts'
import { limitTexts } from './limits.texts.ts'
import { queryRows } from './sql.ts'
import { withValues } from './texts.ts'

export type QuotaKind = 'feedback' | 'attachments'

const MB = 1024 * 1024
const DAY_MS = 86_400_000

/**
 * Charges what a write stores against its company's quota, in the write's own transaction (pass the
 * transaction's context): a rolled-back write gives its share back, and concurrent writes on several
 * instances cannot both slip under the limit. Over the limit: 429 for the daily feedback quota (with
 * Retry-After until midnight UTC), 413 for attachment storage, with a message naming the limit.
 */
export async function chargeQuota(
  ctx: Pick<RequestContext, 'db' | 'platform'>,
  kind: QuotaKind,
  companyId: string | null,
  usage: { items: number; bytes: number },
): Promise<void> {
  if (!companyId) return
  const { limits } = ctx.platform
  const maxItems = kind === 'feedback' ? limits.feedbackPerDay : 0
  const maxBytes = kind === 'feedback' ? limits.feedbackBytesPerDay : limits.attachmentBytes
  if (!maxItems && !maxBytes) return
  const period = kind === 'feedback' ? Math.floor(Date.now() / DAY_MS) : 0
  const fits = (items: number, bytes: number) =>
    (!maxItems || items <= maxItems) && (!maxBytes || bytes <= maxBytes)
  if (fits(usage.items, usage.bytes)) {
    const charged = await queryRows<{ items: number }>(
      ctx.db,
      sql`insert into ${quotaUsage} as q (company_id, kind, period, items, bytes)
        values (${companyId}, ${kind}, ${period}, ${usage.items}, ${usage.bytes})
        on conflict (company_id, kind, period) do update
          set items = q.items + excluded.items, bytes = q.bytes + excluded.bytes
          where (${maxItems}::int = 0 or q.items + excluded.items <= ${maxItems}::int)
            and (${maxBytes}::bigint = 0 or q.bytes + excluded.bytes <= ${maxBytes}::bigint)
        returning items`,
    )
    if (charged.length > 0) return
  }
  const [used] = await ctx.db
    .select({ items: quotaUsage.items, bytes: quotaUsage.bytes })
    .from(quotaUsage)
    .where(
      and(eq(quotaUsage.company_id, companyId), eq(quotaUsage.kind, kind), eq(quotaUsage.period, period)),
    )
  throw overQuota(kind, { maxItems, maxBytes }, used ?? { items: 0, bytes: 0 }, usage)
}

/** The company a caller's own submission counts against: the scope, else their first company. */
export function submittingCompany(ctx: RequestContext): string | null {
  return ctx.scopeCompanyId ?? ctx.memberships[0]?.company_id ?? ctx.providerId
}

function overQuota(
  kind: QuotaKind,
  max: { maxItems: number; maxBytes: number },
  used: { items: number; bytes: number },
  asked: { items: number; bytes: number },
): AppError {
  if (kind === 'attachments') {
    const left = mb(Math.max(0, max.maxBytes - used.bytes))
    const text = withValues(limitTexts.attachments, { max: String(max.maxBytes / MB), left })
    return new AppError(413, 'attachment_quota_exceeded', text)
  }
  const headers = { 'retry-after': String(Math.ceil((DAY_MS - (Date.now() % DAY_MS)) / 1000)) }
  const text =
    max.maxItems && used.items + asked.items > max.maxItems
      ? withValues(limitTexts.feedbackCount, { max: String(max.maxItems) })
      : withValues(limitTexts.feedbackBytes, { max: String(max.maxBytes / MB) })
  return new AppError(429, 'feedback_quota_exceeded', text, undefined, headers)
}

const mb = (bytes: number) => (Math.floor((bytes / MB) * 10) / 10).toFixed(1)
