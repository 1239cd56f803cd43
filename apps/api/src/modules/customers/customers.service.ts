import type { Customer, CustomerInput, CustomerListQuery } from '@portico/contracts'
import { CustomerInputSchema } from '@portico/contracts'
import { normalizeVatId } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { canCreateUnder, canEdit, canManage } from '../../auth/permissions.ts'
import { audit, auditedArchive } from '../../lib/audit.ts'
import { BadRequest, Forbidden, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { callablePhone } from '../../lib/phone.ts'
import {
  findActiveParent,
  insertCustomer,
  listCustomers,
  type RecordColumns,
  type RecordKind,
  toCustomer,
  updateCustomer,
} from './customers.repository.ts'
import { customersTexts } from './customers.texts.ts'
import { getRecord, type RecordRef } from './parent.service.ts'

/** The phone as an international number (+31 20 123 4567), read for the record's country; 400 when it is none. */
function phoneOf(input: ReturnType<typeof CustomerInputSchema.parse>): string | null {
  if (!input.phone) return null
  const callable = callablePhone(input.phone, input.address?.country ?? null)
  if (!callable)
    throw new BadRequest(customersTexts.phone, [{ field: 'phone', message: customersTexts.phone }])
  return callable
}

function columnsOf(input: ReturnType<typeof CustomerInputSchema.parse>): RecordColumns {
  return {
    name: input.name,
    billing_email: input.billing_email ?? null,
    phone: phoneOf(input),
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
  ctx: RequestContext,
  { kind, query }: { kind: RecordKind; query: CustomerListQuery },
) => listCustomers(ctx, kind, query)

export async function getCustomer(ctx: RequestContext, ref: RecordRef): Promise<Customer> {
  const found = await getRecord(ctx, ref)
  return toCustomer(found.row, found.parent_name)
}

/** The company a new record goes under: the one asked for, else the scope, else the caller's own. */
async function resolveParent(ctx: RequestContext, kind: RecordKind, parentId?: string | null) {
  const candidates = parentId
    ? [parentId]
    : [ctx.scopeCompanyId, ...ctx.memberships.map((m) => m.company_id)].filter((id): id is string =>
        Boolean(id),
      )
  for (const id of candidates) {
    const row = await findActiveParent(ctx, id)
    if (!row) continue
    const allowedKind = kind === 'reseller' ? row.kind === 'provider' : row.kind !== 'customer'
    if (allowedKind && canCreateUnder(ctx, row)) return row
  }
  if (parentId) {
    throw new BadRequest(customersTexts.cannotAddUnder, [{ field: 'parent_id', message: 'not allowed' }])
  }
  throw new Forbidden(
    kind === 'customer' ? customersTexts.mayNotCreateCustomers : customersTexts.mayNotCreateResellers,
  )
}

export async function createRecord(
  ctx: RequestContext,
  { kind, body }: { kind: RecordKind; body: CustomerInput },
): Promise<Customer> {
  const parsed = CustomerInputSchema.parse(body)
  const parentRow = await resolveParent(ctx, kind, parsed.parent_id)
  const columns = columnsOf(parsed)
  const vatCheck = columns.vat_id ? await ctx.platform.vies.check(columns.vat_id) : null
  return ctx.transaction(async (tx) => {
    const row = await insertCustomer(tx, { kind, parent_id: parentRow.id, ...columns, vat_check: vatCheck })
    const created = toCustomer(row, parentRow.name)
    await audit(tx, {
      action: `${kind}.created`,
      entity: kind,
      entity_id: row.id,
      company_id: row.id,
      after: created,
    })
    return created
  })
}

export async function updateRecord(
  ctx: RequestContext,
  { version, body, ...ref }: RecordRef & { version: number; body: CustomerInput },
): Promise<Customer> {
  const current = await getRecord(ctx, ref)
  if (!canEdit(ctx, current.row)) throw new Forbidden()
  const parsed = CustomerInputSchema.parse(body)
  if (parsed.parent_id !== undefined && parsed.parent_id !== current.row.parent_id) {
    throw new BadRequest(customersTexts.cannotMove, [{ field: 'parent_id', message: 'cannot change' }])
  }
  const columns = columnsOf(parsed)
  const vatChanged = columns.vat_id !== current.row.vat_id
  const vatCheck = vatChanged
    ? columns.vat_id
      ? await ctx.platform.vies.check(columns.vat_id)
      : null
    : current.row.vat_check
  return ctx.transaction(async (tx) => {
    const row = await updateCustomer(tx, ref.id, version, { ...columns, vat_check: vatCheck })
    if (!row) throw new PreconditionFailed()
    const updated = toCustomer(row, current.parent_name)
    const before = toCustomer(current.row, current.parent_name)
    const entry = { entity: ref.kind, entity_id: ref.id, company_id: ref.id, before, after: updated }
    await audit(tx, { action: `${ref.kind}.updated`, ...entry })
    return updated
  })
}

export async function setArchived(
  ctx: RequestContext,
  { archived, ...ref }: RecordRef & { archived: boolean },
): Promise<Customer> {
  const current = await getRecord(ctx, ref)
  if (!canManage(ctx, current.row)) throw new Forbidden()
  if (Boolean(current.row.archived_at) === archived) return toCustomer(current.row, current.parent_name)
  const change = { entity: ref.kind, entity_id: ref.id, company_id: ref.id }
  const row = await auditedArchive(ctx, change, archived, (tx, values) =>
    updateCustomer(tx, ref.id, null, values),
  )
  return toCustomer(row, current.parent_name)
}

export async function recheckVat(ctx: RequestContext, ref: RecordRef): Promise<Customer> {
  const current = await getRecord(ctx, ref)
  if (!canEdit(ctx, current.row)) throw new Forbidden()
  if (!current.row.vat_id)
    throw new BadRequest(customersTexts.noVatId, [{ field: 'vat_id', message: 'missing' }])
  const vatCheck = await ctx.platform.vies.check(current.row.vat_id)
  return ctx.transaction(async (tx) => {
    const row = await updateCustomer(tx, ref.id, null, { vat_check: vatCheck })
    if (!row) throw new NotFound()
    const entry = { entity: ref.kind, entity_id: ref.id, company_id: ref.id, after: vatCheck }
    await audit(tx, { action: `${ref.kind}.vat_checked`, ...entry })
    return toCustomer(row, current.parent_name)
  })
}
