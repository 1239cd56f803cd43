import { type Contact, type ContactInput, ContactInputSchema } from '@portico/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { contacts } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound, PreconditionFailed } from '../../lib/errors.ts'
import type { RecordKind } from '../customers/customers.repository.ts'
import { visibleParent } from './parent.ts'

type Row = typeof contacts.$inferSelect
export const toContact = (r: Row): Contact => ({
  id: r.id,
  company_id: r.company_id,
  full_name: r.full_name,
  job_title: r.job_title,
  phone_number: r.phone_number,
  phone_number_extension: r.phone_number_extension,
  mobile_number: r.mobile_number,
  email: r.email,
  preferred_language: r.preferred_language,
  communication_method: r.communication_method,
  version: r.version,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
})

export function contactColumns(input: ContactInput) {
  const v = ContactInputSchema.parse(input)
  return {
    full_name: v.full_name,
    job_title: v.job_title || null,
    phone_number: v.phone_number || null,
    phone_number_extension: v.phone_number_extension || null,
    mobile_number: v.mobile_number || null,
    email: v.email ?? null,
    preferred_language: v.preferred_language ?? null,
    communication_method: v.communication_method,
  }
}

export const contactsService = {
  entity: 'contact',
  async list(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string): Promise<Contact[]> {
    await visibleParent(db, ctx, kind, companyId)
    const rows = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.company_id, companyId), isNull(contacts.archived_at)))
      .orderBy(asc(contacts.full_name))
    return rows.map(toContact)
  },
  async get(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string): Promise<Contact> {
    await visibleParent(db, ctx, kind, companyId)
    const [row] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.company_id, companyId), isNull(contacts.archived_at)))
    if (!row) throw new NotFound('Contact not found.')
    return toContact(row)
  },
  async create(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, input: ContactInput) {
    await visibleParent(db, ctx, kind, companyId, true)
    return db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [row] = await tx
        .insert(contacts)
        .values({ company_id: companyId, ...contactColumns(input) })
        .returning()
      if (!row) throw new Error('contact insert returned nothing')
      const after = toContact(row)
      await audit(
        { ...ctx, db: tx },
        {
          action: 'contact.created',
          entity: 'contact',
          entity_id: row.id,
          company_id: companyId,
          after,
        },
      )
      return after
    })
  },
  async update(
    db: Db,
    ctx: RequestContext,
    kind: RecordKind,
    companyId: string,
    id: string,
    version: number,
    input: ContactInput,
  ) {
    const before = await this.get(db, ctx, kind, companyId, id)
    await visibleParent(db, ctx, kind, companyId, true)
    return db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [row] = await tx
        .update(contacts)
        .set({ ...contactColumns(input), version: sql`${contacts.version} + 1`, updated_at: new Date() })
        .where(and(eq(contacts.id, id), eq(contacts.company_id, companyId), eq(contacts.version, version)))
        .returning()
      if (!row) throw new PreconditionFailed()
      const after = toContact(row)
      await audit(
        { ...ctx, db: tx },
        {
          action: 'contact.updated',
          entity: 'contact',
          entity_id: id,
          company_id: companyId,
          before,
          after,
        },
      )
      return after
    })
  },
  async archive(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string) {
    const before = await this.get(db, ctx, kind, companyId, id)
    await visibleParent(db, ctx, kind, companyId, true)
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      await tx.update(contacts).set({ archived_at: new Date() }).where(eq(contacts.id, id))
      await audit(
        { ...ctx, db: tx },
        {
          action: 'contact.archived',
          entity: 'contact',
          entity_id: id,
          company_id: companyId,
          before,
        },
      )
    })
  },
}
