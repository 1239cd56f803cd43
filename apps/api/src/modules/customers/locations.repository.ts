import type { Location } from '@portico/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { contacts, locations } from '../../db/schema/index.ts'

type Row = typeof locations.$inferSelect
export type LocationColumns = Omit<
  typeof locations.$inferInsert,
  'id' | 'company_id' | 'archived_at' | 'version' | 'created_at' | 'updated_at'
>

const toLocation = (r: Row, contactName: string | null): Location => ({
  id: r.id,
  company_id: r.company_id,
  name: r.name,
  address: { street: r.street, postal_code: r.postal_code, city: r.city, country: r.country },
  contact_id: r.contact_id,
  contact_name: contactName,
  notes: r.notes,
  version: r.version,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
})

/** The active locations of a company the caller may see. */
const activeOf = (ctx: RequestContext, companyId: string) =>
  and(
    eq(locations.company_id, companyId),
    isNull(locations.archived_at),
    ownedByVisibleCompany(ctx, locations.company_id),
  )

const withContact = (ctx: RequestContext) =>
  ctx.db
    .select({ row: locations, contact_name: contacts.full_name })
    .from(locations)
    .leftJoin(contacts, eq(contacts.id, locations.contact_id))

export async function listLocations(ctx: RequestContext, companyId: string): Promise<Location[]> {
  const rows = await withContact(ctx).where(activeOf(ctx, companyId)).orderBy(asc(locations.name))
  return rows.map((r) => toLocation(r.row, r.contact_name))
}

export async function findLocation(
  ctx: RequestContext,
  companyId: string,
  id: string,
): Promise<Location | undefined> {
  const [found] = await withContact(ctx).where(and(eq(locations.id, id), activeOf(ctx, companyId)))
  return found && toLocation(found.row, found.contact_name)
}

export async function insertLocation(
  ctx: RequestContext,
  companyId: string,
  values: LocationColumns,
): Promise<string> {
  const [row] = await ctx.db
    .insert(locations)
    .values({ company_id: companyId, ...values })
    .returning({ id: locations.id })
  if (!row) throw new Error('location insert returned nothing')
  return row.id
}

/** Saves a location while its version still matches; false when someone saved first. */
export async function updateLocation(
  ctx: RequestContext,
  companyId: string,
  id: string,
  version: number,
  values: LocationColumns,
): Promise<boolean> {
  const rows = await ctx.db
    .update(locations)
    .set({ ...values, version: sql`${locations.version} + 1`, updated_at: new Date() })
    .where(and(eq(locations.id, id), eq(locations.version, version), activeOf(ctx, companyId)))
    .returning({ id: locations.id })
  return rows.length > 0
}

export async function archiveLocation(ctx: RequestContext, companyId: string, id: string): Promise<void> {
  await ctx.db
    .update(locations)
    .set({ archived_at: new Date() })
    .where(and(eq(locations.id, id), activeOf(ctx, companyId)))
}
