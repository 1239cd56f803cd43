import { type Location, type LocationInput, LocationInputSchema } from '@portico/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { contacts, locations } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import type { RecordKind } from '../customers/customers.repository.ts'
import { visibleParent } from './parent.ts'

type Row = typeof locations.$inferSelect
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

/** The location's contact must be one of the same company's contacts. */
async function columns(db: Db, companyId: string, input: LocationInput) {
  const v = LocationInputSchema.parse(input)
  if (v.contact_id) {
    const [contact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(eq(contacts.id, v.contact_id), eq(contacts.company_id, companyId), isNull(contacts.archived_at)),
      )
    if (!contact)
      throw new BadRequest('Pick a contact of this company.', [
        { field: 'contact_id', message: 'unknown contact' },
      ])
  }
  return {
    name: v.name,
    street: v.address.street || null,
    postal_code: v.address.postal_code || null,
    city: v.address.city || null,
    country: v.address.country ?? null,
    contact_id: v.contact_id ?? null,
    notes: v.notes || null,
  }
}

const withContact = (db: Db) =>
  db
    .select({ row: locations, contact_name: contacts.full_name })
    .from(locations)
    .leftJoin(contacts, eq(contacts.id, locations.contact_id))

export const locationsService = {
  entity: 'location',
  async list(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string): Promise<Location[]> {
    await visibleParent(db, ctx, kind, companyId)
    const rows = await withContact(db)
      .where(and(eq(locations.company_id, companyId), isNull(locations.archived_at)))
      .orderBy(asc(locations.name))
    return rows.map((r) => toLocation(r.row, r.contact_name))
  },
  async get(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string): Promise<Location> {
    await visibleParent(db, ctx, kind, companyId)
    const [found] = await withContact(db).where(
      and(eq(locations.id, id), eq(locations.company_id, companyId), isNull(locations.archived_at)),
    )
    if (!found) throw new NotFound('Location not found.')
    return toLocation(found.row, found.contact_name)
  },
  async create(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, input: LocationInput) {
    await visibleParent(db, ctx, kind, companyId, true)
    const values = await columns(db, companyId, input)
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [row] = await tx
        .insert(locations)
        .values({ company_id: companyId, ...values })
        .returning()
      if (!row) throw new Error('location insert returned nothing')
      await audit(
        { ...ctx, db: tx },
        {
          action: 'location.created',
          entity: 'location',
          entity_id: row.id,
          company_id: companyId,
          after: values,
        },
      )
      return row.id
    })
    return this.get(db, ctx, kind, companyId, id)
  },
  async update(
    db: Db,
    ctx: RequestContext,
    kind: RecordKind,
    companyId: string,
    id: string,
    version: number,
    input: LocationInput,
  ) {
    const before = await this.get(db, ctx, kind, companyId, id)
    await visibleParent(db, ctx, kind, companyId, true)
    const values = await columns(db, companyId, input)
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [row] = await tx
        .update(locations)
        .set({ ...values, version: sql`${locations.version} + 1`, updated_at: new Date() })
        .where(and(eq(locations.id, id), eq(locations.company_id, companyId), eq(locations.version, version)))
        .returning()
      if (!row) throw new PreconditionFailed()
      await audit(
        { ...ctx, db: tx },
        {
          action: 'location.updated',
          entity: 'location',
          entity_id: id,
          company_id: companyId,
          before,
          after: values,
        },
      )
    })
    return this.get(db, ctx, kind, companyId, id)
  },
  async archive(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string) {
    const before = await this.get(db, ctx, kind, companyId, id)
    await visibleParent(db, ctx, kind, companyId, true)
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      await tx.update(locations).set({ archived_at: new Date() }).where(eq(locations.id, id))
      await audit(
        { ...ctx, db: tx },
        {
          action: 'location.archived',
          entity: 'location',
          entity_id: id,
          company_id: companyId,
          before,
        },
      )
    })
  },
}
