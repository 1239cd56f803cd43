import type { Customer, CustomerInput, CustomerListQuery } from '@portico/contracts'
import { CustomerInputSchema } from '@portico/contracts'
import { normalizeVatId } from '@portico/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { ViesChecker } from '../../adapters/vies.ts'
import type { RequestContext } from '../../auth/context.ts'
import { canCreateUnder, canEdit, canManage } from '../../auth/permissions.ts'
import { canSee } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Forbidden, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { type CompanyFields, insertCompany } from '../company/company.repository.ts'
import { findCustomer, listCustomers, type RecordKind, toCustomer } from './customers.repository.ts'

export type CustomerDeps = { db: Db; vies: ViesChecker }

function columnsOf(input: ReturnType<typeof CustomerInputSchema.parse>): CompanyFields & { name: string } {
  return {
    name: input.name,
    billing_email: input.billing_email ?? null,
    phone: input.phone || null,
    website: input.website ?? null,
    vat_id: input.vat_id ? normalizeVatId(input.vat_id) : null,
    coc_number: input.coc_number || null,
    language: input.language,
    currency: input.currency,
    payment_terms_days: input.payment_terms_days,
    notes: input.notes || null,
    address_street: input.address?.street || null,
    address_postal_code: input.address?.postal_code || null,
    address_city: input.address?.city || null,
    address_country: input.address?.country ?? null,
  }
}

export const listRecords = (
  deps: CustomerDeps,
  ctx: RequestContext,
  kind: RecordKind,
  q: CustomerListQuery,
) => listCustomers(deps.db, ctx, kind, q)

export async function getRecord(deps: CustomerDeps, ctx: RequestContext, kind: RecordKind, id: string) {
  const found = await findCustomer(deps.db, ctx, kind, id)
  if (!found) throw new NotFound(`${kind === 'customer' ? 'Customer' : 'Reseller'} not found.`)
  return found
}

/** The company a new record goes under: the one asked for, else the scope, else the caller's own. */
async function resolveParent(
  deps: CustomerDeps,
  ctx: RequestContext,
  kind: RecordKind,
  parentId?: string | null,
) {
  const candidates = parentId
    ? [parentId]
    : [ctx.scopeCompanyId, ...ctx.memberships.map((m) => m.company_id)].filter((id): id is string =>
        Boolean(id),
      )
  for (const id of candidates) {
    const [row] = await deps.db.select().from(companies).where(eq(companies.id, id))
    if (!row || row.archived_at || !(await canSee(deps.db, ctx.visibleRoots, id))) continue
    const allowedKind = kind === 'reseller' ? row.kind === 'provider' : row.kind !== 'customer'
    if (allowedKind && canCreateUnder(ctx, row)) return row
  }
  if (parentId) {
    throw new BadRequest('You cannot add records under that company.', [
      { field: 'parent_id', message: 'not allowed' },
    ])
  }
  throw new Forbidden(`You may not create ${kind}s.`)
}

export async function createRecord(
  deps: CustomerDeps,
  ctx: RequestContext,
  kind: RecordKind,
  input: CustomerInput,
): Promise<Customer> {
  const parsed = CustomerInputSchema.parse(input)
  const parentRow = await resolveParent(deps, ctx, kind, parsed.parent_id)
  const columns = columnsOf(parsed)
  const vatCheck = columns.vat_id ? await deps.vies.check(columns.vat_id) : null
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const row = await insertCompany(
      { db: tx },
      { kind, parent_id: parentRow.id, ...columns, vat_check: vatCheck },
    )
    const created = toCustomer(row, parentRow.name)
    await audit(
      { ...ctx, db: tx },
      {
        action: `${kind}.created`,
        entity: kind,
        entity_id: row.id,
        company_id: row.id,
        after: created,
      },
    )
    return created
  })
}

export async function updateRecord(
  deps: CustomerDeps,
  ctx: RequestContext,
  kind: RecordKind,
  id: string,
  version: number,
  input: CustomerInput,
): Promise<Customer> {
  const current = await getRecord(deps, ctx, kind, id)
  if (!canEdit(ctx, current.row)) throw new Forbidden()
  const parsed = CustomerInputSchema.parse(input)
  if (parsed.parent_id !== undefined && parsed.parent_id !== current.row.parent_id) {
    throw new BadRequest('A record cannot move to another parent here.', [
      { field: 'parent_id', message: 'cannot change' },
    ])
  }
  const columns = columnsOf(parsed)
  const vatChanged = columns.vat_id !== current.row.vat_id
  const vatCheck = vatChanged
    ? columns.vat_id
      ? await deps.vies.check(columns.vat_id)
      : null
    : current.row.vat_check
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(companies)
      .set({
        ...columns,
        vat_check: vatCheck,
        version: sql`${companies.version} + 1`,
        updated_at: new Date(),
      })
      .where(and(eq(companies.id, id), eq(companies.version, version)))
      .returning()
    if (!row) throw new PreconditionFailed()
    const updated = toCustomer(row, current.parent_name)
    const before = toCustomer(current.row, current.parent_name)
    await audit(
      { ...ctx, db: tx },
      {
        action: `${kind}.updated`,
        entity: kind,
        entity_id: id,
        company_id: id,
        before,
        after: updated,
      },
    )
    return updated
  })
}

export async function setArchived(
  deps: CustomerDeps,
  ctx: RequestContext,
  kind: RecordKind,
  id: string,
  archived: boolean,
): Promise<Customer> {
  const current = await getRecord(deps, ctx, kind, id)
  if (!canManage(ctx, current.row)) throw new Forbidden()
  if (Boolean(current.row.archived_at) === archived) return toCustomer(current.row, current.parent_name)
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(companies)
      .set({
        archived_at: archived ? new Date() : null,
        version: sql`${companies.version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(companies.id, id))
      .returning()
    if (!row) throw new NotFound()
    await audit(
      { ...ctx, db: tx },
      {
        action: `${kind}.${archived ? 'archived' : 'restored'}`,
        entity: kind,
        entity_id: id,
        company_id: id,
      },
    )
    return toCustomer(row, current.parent_name)
  })
}

export async function recheckVat(deps: CustomerDeps, ctx: RequestContext, kind: RecordKind, id: string) {
  const current = await getRecord(deps, ctx, kind, id)
  if (!canEdit(ctx, current.row)) throw new Forbidden()
  if (!current.row.vat_id)
    throw new BadRequest('This record has no VAT id.', [{ field: 'vat_id', message: 'missing' }])
  const vatCheck = await deps.vies.check(current.row.vat_id)
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(companies)
      .set({ vat_check: vatCheck, version: sql`${companies.version} + 1`, updated_at: new Date() })
      .where(eq(companies.id, id))
      .returning()
    if (!row) throw new NotFound()
    await audit(
      { ...ctx, db: tx },
      {
        action: `${kind}.vat_checked`,
        entity: kind,
        entity_id: id,
        company_id: id,
        after: vatCheck,
      },
    )
    return toCustomer(row, current.parent_name)
  })
}
