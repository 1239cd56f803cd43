import type { CannedReply, CannedReplyInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import { type CannedRow, deleteCannedRow, insertCannedRow, listCannedRows } from './canned.repository.ts'
import { deskOf } from './settings.service.ts'
import { supportTexts } from './support.texts.ts'

const toCanned = (r: CannedRow): CannedReply => ({
  id: r.id,
  title: r.title,
  body: r.body,
  created_at: r.created_at.toISOString(),
})

/** The staff's canned replies on the caller's desk, by title. */
export async function listCanned(ctx: RequestContext): Promise<CannedReply[]> {
  return (await listCannedRows(ctx, deskOf(ctx))).map(toCanned)
}

export async function createCanned(ctx: RequestContext, input: CannedReplyInput): Promise<CannedReply> {
  const providerId = deskOf(ctx)
  return ctx.transaction(async (tx) => {
    const row = await insertCannedRow(tx, providerId, input)
    await audit(tx, {
      action: 'canned_reply.created',
      entity: 'canned_reply',
      entity_id: row.id,
      company_id: providerId,
    })
    return toCanned(row)
  })
}

export async function deleteCanned(ctx: RequestContext, id: string): Promise<void> {
  const providerId = deskOf(ctx)
  await ctx.transaction(async (tx) => {
    const row = await deleteCannedRow(tx, providerId, id)
    if (!row) throw new NotFound(supportTexts.cannedReplyNotFound)
    await audit(tx, {
      action: 'canned_reply.deleted',
      entity: 'canned_reply',
      entity_id: id,
      company_id: providerId,
    })
  })
}
