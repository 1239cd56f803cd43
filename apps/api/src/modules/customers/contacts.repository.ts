import type { Contact } from '@portico/contracts'
import { asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { contacts } from '../../db/schema/index.ts'
import { findRow, listRows } from '../../lib/sql.ts'
import { activePartsOf, type PartColumns, partWrites } from './parts.repository.ts'

type Row = typeof contacts.$inferSelect
export type ContactColumns = PartColumns<typeof contacts>

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

export async function listContacts(ctx: RequestContext, companyId: string): Promise<Contact[]> {
  const rows = await listRows(
    ctx.db,
    contacts,
    activePartsOf(ctx, contacts, companyId),
    asc(contacts.full_name),
  )
  return rows.map(toContact)
}

export async function findContact(ctx: RequestContext, companyId: string, id: string) {
  const row = await findRow(ctx.db, contacts, eq(contacts.id, id), activePartsOf(ctx, contacts, companyId))
  return row && toContact(row)
}

/** insert, update (at a version) and archive of a company's contacts. */
export const contactWrites = partWrites(contacts)
