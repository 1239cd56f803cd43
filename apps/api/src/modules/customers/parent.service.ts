import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import { findCustomer, type RecordKind } from './customers.repository.ts'
import { customersTexts } from './customers.texts.ts'

/** A customer or reseller by id: the owner of contacts, locations, services and activity. */
export type RecordRef = { kind: RecordKind; id: string }

/** The record with its parent's name when the caller may see it; 404 otherwise. */
export async function getRecord(ctx: RequestContext, { kind, id }: RecordRef) {
  const found = await findCustomer(ctx, kind, id)
  if (!found)
    throw new NotFound(
      kind === 'customer' ? customersTexts.customerNotFound : customersTexts.resellerNotFound,
    )
  return found
}

/** As `getRecord`, and 403 unless the caller may edit the record's own data. */
export async function getEditableRecord(ctx: RequestContext, ref: RecordRef) {
  const found = await getRecord(ctx, ref)
  if (!canEdit(ctx, found.row)) throw new Forbidden()
  return found
}
