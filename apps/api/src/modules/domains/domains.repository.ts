import type { DomainListQuery } from '@portico/contracts'
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { updateOwnedAtVersion } from '../../db/ownedRows.ts'
import { companies, domains, domainTlds, domainZones, services } from '../../db/schema/index.ts'
import { BadRequest } from '../../lib/errors.ts'
import { findRow, writeAtVersion } from '../../lib/sql.ts'
import { domainsTexts } from './domains.texts.ts'

export type DomainRow = typeof domains.$inferSelect
export type TldWindowsRow = Pick<
  typeof domainTlds.$inferSelect,
  'kind' | 'grace_days' | 'redemption_days' | 'pending_delete_days' | 'features' | 'restore_prices'
>
/** A domain with its company's name, its TLD's windows and the currency its service bills in. */
export type FoundDomain = {
  row: DomainRow
  company: string
  tld: TldWindowsRow | null
  currency: string | null
}

type Cursor = { name: string; id: string }
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor
    if (typeof c.name === 'string' && typeof c.id === 'string') return c
  } catch {}
  throw new BadRequest(domainsTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
}

/** Domains with what their pages show beside the row (see FoundDomain). */
function selectDomains(ctx: RequestContext, ...conditions: (SQL | undefined)[]) {
  return ctx.db
    .select({
      row: domains,
      company: companies.name,
      tld: {
        kind: domainTlds.kind,
        grace_days: domainTlds.grace_days,
        redemption_days: domainTlds.redemption_days,
        pending_delete_days: domainTlds.pending_delete_days,
        features: domainTlds.features,
        restore_prices: domainTlds.restore_prices,
      },
      currency: services.currency,
    })
    .from(domains)
    .innerJoin(companies, eq(companies.id, domains.company_id))
    .leftJoin(services, eq(services.id, domains.service_id))
    .leftJoin(
      domainTlds,
      and(eq(domainTlds.provider_id, domains.provider_id), eq(domainTlds.tld, domains.tld)),
    )
    .where(and(ownedByVisibleCompany(ctx, domains.company_id), ...conditions))
}

/** One page of the caller's domains by name; `today` is the provider's date, for "expiring within". */
export async function listDomainRows(ctx: RequestContext, q: DomainListQuery, today: string) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : null
  const rows = (await selectDomains(
    ctx,
    q.company ? eq(domains.company_id, q.company) : undefined,
    q.status ? eq(domains.status, q.status) : undefined,
    q.tld ? eq(domains.tld, q.tld.replace(/^\./, '')) : undefined,
    q.expiring
      ? sql`${domains.expires_on} <= (${today}::date + ${Number(q.expiring)}::int) and ${domains.status} in ('active', 'grace')`
      : undefined,
    q.q ? ilike(domains.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    cursor ? sql`(${domains.name}, ${domains.id}) > (${cursor.name}, ${cursor.id}::uuid)` : undefined,
  )
    .orderBy(asc(domains.name), asc(domains.id))
    .limit(q.limit + 1)) as FoundDomain[]
  const page = rows.slice(0, q.limit)
  const last = page.at(-1)
  return {
    page,
    next_cursor:
      rows.length > q.limit && last ? encodeCursor({ name: last.row.name, id: last.row.id }) : null,
  }
}

export async function findDomainRow(ctx: RequestContext, id: string): Promise<FoundDomain | undefined> {
  const [found] = await selectDomains(ctx, eq(domains.id, id))
  return found as FoundDomain | undefined
}

export const updateDomainRow = (
  ctx: RequestContext,
  id: string,
  version: number,
  values: Partial<typeof domains.$inferInsert>,
) => updateOwnedAtVersion(ctx, domains, id, version, values)

/** The zone of a domain the caller can see (the domain is checked first: see the service). */
export const findZone = (ctx: RequestContext, domainId: string) =>
  findRow(
    ctx.db,
    domainZones,
    eq(domainZones.domain_id, domainId),
    sql`${domainZones.domain_id} in (select ${domains.id} from ${domains} where ${ownedByVisibleCompany(ctx, domains.company_id)})`,
  )

/** Saves the zone at `version` (0: the first save); false when someone saved first. */
export function saveZoneRow(ctx: RequestContext, domainId: string, version: number, records: unknown[]) {
  return writeAtVersion(
    ctx.db,
    domainZones,
    version,
    { domain_id: domainId },
    { records, updated_at: new Date() },
  )
}
