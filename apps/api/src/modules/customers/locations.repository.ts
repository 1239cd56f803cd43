import type { Location } from '@portico/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { contacts, locations } from '../../db/schema/index.ts'
import { activePartsOf, type PartColumns, partWrites } from './parts.repository.ts'

type Row = typeof locations.$inferSelect
export type LocationColumns = PartColumns<typeof locations>

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

const withContact = (ctx: RequestContext) =>
  ctx.db
    .select({ row: locations, contact_name: contacts.full_name })
    .from(locations)
    .leftJoin(contacts, eq(contacts.id, locations.contact_id))

export async function listLocations(ctx: RequestContext, companyId: string): Promise<Location[]> {
  const rows = await withContact(ctx)
    .where(activePartsOf(ctx, locations, companyId))
    .orderBy(asc(locations.name))
  return rows.map((r) => toLocation(r.row, r.contact_name))
}

export async function findLocation(
  ctx: RequestContext,
  companyId: string,
  id: string,
): Promise<Location | undefined> {
  const [found] = await withContact(ctx).where(
    and(eq(locations.id, id), activePartsOf(ctx, locations, companyId)),
  )
  return found && toLocation(found.row, found.contact_name)
}

/** insert, update (at a version) and archive of a company's locations. */
export const locationWrites = partWrites(locations)
