import type { Customer, CustomerListQuery, VatCheck } from '@portico/contracts'
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../auth/context.ts'
import { sellerOf, visibleCompany } from '../../auth/visibility.ts'
import { companies } from '../../db/schema/index.ts'
import { BadRequest } from '../../lib/errors.ts'
import { findRow, updateAtVersion } from '../../lib/sql.ts'
import { type CompanyFields, type CompanyRow, insertCompany } from '../company/company.repository.ts'
import { customersTexts } from './customers.texts.ts'

export type RecordKind = 'customer' | 'reseller'
const parent = alias(companies, 'parent')

export function toCustomer(row: CompanyRow, parentName: string | null): Customer {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    name: row.name,
    parent_id: row.parent_id,
    parent_name: parentName,
    address: {
      street: row.address_street,
      postal_code: row.address_postal_code,
      city: row.address_city,
      country: row.address_country,
    },
    billing_email: row.billing_email,
    phone: row.phone,
    website: row.website,
    vat_id: row.vat_id,
    vat_check: (row.vat_check as VatCheck | null) ?? null,
    coc_number: row.coc_number,
    language: row.language,
    currency: row.currency,
    payment_terms_days: row.payment_terms_days,
    notes: row.notes,
    archived_at: row.archived_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const SORT_COLUMNS = {
  number: sql`${companies.number}`,
  name: sql`lower(${companies.name})`,
  city: sql`lower(coalesce(${companies.address_city}, ''))`,
  created_at: sql`(extract(epoch from ${companies.created_at}) * 1000000)::bigint`,
} as const

/** Opaque keyset cursor: the last row's sort value and id. */
type Cursor = { v: string | number; id: string }
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor
    if (typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) throw new Error('bad id')
    if (typeof c.v !== 'string' && typeof c.v !== 'number') throw new Error('bad value')
    return c
  } catch {
    throw new BadRequest(customersTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
  }
}

/** Filters shared by the list and the CSV export. */
export function listFilter(
  ctx: RequestContext,
  kind: RecordKind,
  q: Omit<CustomerListQuery, 'limit' | 'cursor'>,
): SQL {
  const conditions: (SQL | undefined)[] = [
    // The billing picker: whoever the caller's books bill, a reseller as much as a customer.
    q.billable
      ? and(inArray(companies.kind, ['customer', 'reseller']), sql`${sellerOf()} = ${ctx.issuerId}`)
      : eq(companies.kind, kind),
    visibleCompany(ctx),
    q.status === 'archived' ? isNotNull(companies.archived_at) : isNull(companies.archived_at),
  ]
  if (q.q) {
    const pattern = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`company_search_text(${companies.number}, ${companies.name}, ${companies.billing_email}, ${companies.vat_id}, ${companies.address_city}) like ${pattern}`,
    )
  }
  if (q.country) conditions.push(eq(companies.address_country, q.country))
  if (q.parent_id) conditions.push(eq(companies.parent_id, q.parent_id))
  return and(...conditions) ?? sql`true`
}

/** One page, keyset-paginated on (sort value, id): the last page costs what the first does. */
export async function listCustomers(ctx: RequestContext, kind: RecordKind, q: CustomerListQuery) {
  const sortExpr = SORT_COLUMNS[q.sort]
  const desc = q.order === 'desc'
  const conditions = [listFilter(ctx, kind, q)]
  if (q.cursor) {
    const c = decodeCursor(q.cursor)
    const value = q.sort === 'created_at' ? sql`${String(c.v)}::bigint` : sql`${c.v}`
    conditions.push(
      desc
        ? sql`(${sortExpr}, ${companies.id}) < (${value}, ${c.id})`
        : sql`(${sortExpr}, ${companies.id}) > (${value}, ${c.id})`,
    )
  }
  const rows = await ctx.db
    .select({ row: companies, parent_name: parent.name, sort_value: sql<string | number>`${sortExpr}` })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parent_id))
    .where(and(...conditions))
    .orderBy(desc ? sql`${sortExpr} desc, ${companies.id} desc` : sql`${sortExpr} asc, ${companies.id} asc`)
    .limit(q.limit + 1)
  const page = rows.slice(0, q.limit)
  const last = page.at(-1)
  return {
    data: page.map((r) => toCustomer(r.row, r.parent_name)),
    next_cursor: rows.length > q.limit && last ? encodeCursor({ v: last.sort_value, id: last.row.id }) : null,
  }
}

/** A customer or reseller with its parent's name, when the caller may see it. */
export async function findCustomer(ctx: RequestContext, kind: RecordKind, id: string) {
  const [found] = await ctx.db
    .select({ row: companies, parent_name: parent.name })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parent_id))
    .where(and(eq(companies.id, id), eq(companies.kind, kind), visibleCompany(ctx)))
  return found
}

/** A record by its number (CSV contact import), when the caller may see it. */
export async function findCustomerByNumber(ctx: RequestContext, kind: RecordKind, number: number) {
  const [row] = await ctx.db
    .select({ id: companies.id, lineage: companies.lineage })
    .from(companies)
    .where(and(eq(companies.number, number), eq(companies.kind, kind), visibleCompany(ctx)))
  return row
}

/** A visible, active company that a new record could go under. */
export async function findActiveParent(ctx: RequestContext, id: string): Promise<CompanyRow | undefined> {
  return findRow(ctx.db, companies, eq(companies.id, id), isNull(companies.archived_at), visibleCompany(ctx))
}

export type RecordColumns = CompanyFields & { name: string }

export function insertCustomer(
  ctx: RequestContext,
  input: RecordColumns & { kind: RecordKind; parent_id: string },
): Promise<CompanyRow> {
  return insertCompany(ctx, input)
}

/**
 * Saves a visible record and bumps its version; with `version`, only while it still matches
 * (undefined when someone saved first).
 */
export async function updateCustomer(
  ctx: RequestContext,
  id: string,
  version: number | null,
  values: CompanyFields & { name?: string },
): Promise<CompanyRow | undefined> {
  const visible = and(eq(companies.id, id), visibleCompany(ctx))
  const [row] = await updateAtVersion(ctx.db, companies, version ?? undefined, visible, values)
  return row
}
