import type { DomainContact } from '@portico/contracts'
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { deleteOwned, updateOwnedAtVersion } from '../../db/ownedRows.ts'
import { companies, domainContacts } from '../../db/schema/index.ts'
import { insertRow, sqlArray } from '../../lib/sql.ts'

type Row = typeof domainContacts.$inferSelect
export type DomainContactColumns = Omit<
  typeof domainContacts.$inferInsert,
  'id' | 'version' | 'created_at' | 'updated_at'
>

/** How many live domains and presets name the contact, in any role. */
const inUse = sql<number>`(
  (select count(*) from domains d where d.status not in ('transferred_away', 'cancelled', 'failed')
    and "domain_contacts"."id" in (d.registrant_id, d.admin_id, d.tech_id, d.billing_id))
  + (select count(*) from domain_presets p
    where "domain_contacts"."id" in (p.registrant_id, p.admin_id, p.tech_id, p.billing_id)))::int`

function toContact(row: Row, companyName: string, used: number): DomainContact {
  const properties = row.properties as { sidn?: { legalForm?: DomainContact['legal_form'] } }
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: companyName,
    handle: row.handle,
    name: row.name,
    organization: row.organization,
    address_lines: row.address_lines,
    postal_code: row.postal_code,
    city: row.city,
    state: row.state,
    country: row.country,
    email: row.email,
    voice: row.voice,
    fax: row.fax,
    legal_form: properties.sidn?.legalForm ?? null,
    in_use: used,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function selectContacts(ctx: RequestContext, ...conditions: (SQL | undefined)[]) {
  return ctx.db
    .select({ row: domainContacts, company: companies.name, used: inUse })
    .from(domainContacts)
    .innerJoin(companies, eq(companies.id, domainContacts.company_id))
    .where(and(ownedByVisibleCompany(ctx, domainContacts.company_id), ...conditions))
}

export async function listDomainContacts(ctx: RequestContext, filter: { company?: string; q?: string }) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const rows = await selectContacts(
    ctx,
    filter.company ? eq(domainContacts.company_id, filter.company) : undefined,
    like
      ? or(
          ilike(domainContacts.name, like),
          ilike(domainContacts.handle, like),
          ilike(domainContacts.email, like),
          ilike(domainContacts.organization, like),
        )
      : undefined,
  )
    .orderBy(asc(domainContacts.name), asc(domainContacts.id))
    .limit(500)
  return rows.map((r) => toContact(r.row, r.company, r.used))
}

export async function findDomainContact(ctx: RequestContext, id: string) {
  const [found] = await selectContacts(ctx, eq(domainContacts.id, id))
  return found && toContact(found.row, found.company, found.used)
}

/** The contacts among `ids` that the caller may use (visible, of `companyId`), with their handles. */
export async function usableContactIds(ctx: RequestContext, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await ctx.db
    .select({ id: domainContacts.id, handle: domainContacts.handle })
    .from(domainContacts)
    .where(
      and(
        ownedByVisibleCompany(ctx, domainContacts.company_id),
        eq(domainContacts.company_id, companyId),
        sql`${domainContacts.id} = any(${sqlArray(ids, 'uuid')})`,
      ),
    )
  return new Map(rows.map((r) => [r.id, r.handle]))
}

export async function insertDomainContact(ctx: RequestContext, values: DomainContactColumns) {
  const row = await insertRow(ctx.db, domainContacts, values)
  return row.id
}

export const updateDomainContact = (
  ctx: RequestContext,
  id: string,
  version: number,
  values: Partial<DomainContactColumns>,
) => updateOwnedAtVersion(ctx, domainContacts, id, version, values)

export const deleteDomainContact = (ctx: RequestContext, id: string) => deleteOwned(ctx, domainContacts, id)
