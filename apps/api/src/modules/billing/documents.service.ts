import type { BillingDocument, DocumentListQuery } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import { listDocuments } from './documentList.repository.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { findDocument, type LoadedDocument } from './documents.repository.ts'

/** A document of the caller's provider whose customer is in scope; anything else is 404. */
export async function staffDocument(ctx: RequestContext, id: string): Promise<LoadedDocument> {
  const loaded = await findDocument(ctx, id, 'staff')
  if (!loaded) throw new NotFound(billingTexts.documentNotFound)
  return loaded
}

/** The document as staff see it after a change (reloaded in the caller's scope). */
export async function reloadForStaff(ctx: RequestContext, id: string): Promise<BillingDocument> {
  return toDocument(await staffDocument(ctx, id), todayOf(ctx))
}

export async function listStaffDocuments(ctx: RequestContext, query: DocumentListQuery) {
  return listDocuments(ctx, query, 'staff', todayOf(ctx))
}

export const getDocument = reloadForStaff
