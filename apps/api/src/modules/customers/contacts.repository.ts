import type { Contact } from '@portico/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { contacts } from '../../db/schema/index.ts'

type Row = typeof contacts.$inferSelect
export type ContactColumns = Omit<
  typeof contacts.$inferInsert,
  'id' | 'company_id' | 'archived_at' | 'version' | 'created_at' | 'updated_at'
>

const toContact = (r: Row): Contact => ({
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

/** The active contacts of a company the caller may see. */
const activeOf = (ctx: RequestContext, companyId: string) =>
  and(
    eq(contacts.company_id, companyId),
    isNull(contacts.archived_at),
    ownedByVisibleCompany(ctx, contacts.company_id),
  )

export async function listContacts(ctx: RequestContext, companyId: string): Promise<Contact[]> {
  const rows = await ctx.db
    .select()
    .from(contacts)
    .where(activeOf(ctx, companyId))
    .orderBy(asc(contacts.full_name))
  return rows.map(toContact)
}

export async function findContact(
  ctx: RequestContext,
  companyId: string,
  id: string,
): Promise<Contact | undefined> {
  const [row] = await ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), activeOf(ctx, companyId)))
  return row && toContact(row)
}

export async function insertContact(
  ctx: RequestContext,
  companyId: string,
  values: ContactColumns,
): Promise<string> {
  const [row] = await ctx.db
    .insert(contacts)
    .values({ company_id: companyId, ...values })
    .returning({ id: contacts.id })
  if (!row) throw new Error('contact insert returned nothing')
  return row.id
}

/** Saves a contact while its version still matches; false when someone saved first. */
export async function updateContact(
  ctx: RequestContext,
  companyId: string,
  id: string,
  version: number,
  values: ContactColumns,
): Promise<boolean> {
  const rows = await ctx.db
    .update(contacts)
    .set({ ...values, version: sql`${contacts.version} + 1`, updated_at: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.version, version), activeOf(ctx, companyId)))
    .returning({ id: contacts.id })
  return rows.length > 0
}

export async function archiveContact(ctx: RequestContext, companyId: string, id: string): Promise<void> {
  await ctx.db
    .update(contacts)
    .set({ archived_at: new Date() })
    .where(and(eq(contacts.id, id), activeOf(ctx, companyId)))
}
