import type { RequestContext } from '../auth/context.ts'
import { auditLog } from '../db/schema/index.ts'
import { NotFound, PreconditionFailed } from './errors.ts'

export type AuditEntry = {
  action: string
  entity: string
  entity_id?: string | null
  company_id?: string | null
  before?: unknown
  after?: unknown
}

/** Who acts, and the database handle (the caller's transaction): a RequestContext, or the IdP's own. */
export type AuditActor = Pick<RequestContext, 'requestId' | 'ip' | 'db'> & { user?: { id: string } | null }

/** Every write calls this inside its own transaction, so the log and the change commit together. */
export async function audit(actor: AuditActor, entry: AuditEntry): Promise<void> {
  await auditMany(actor, [entry])
}

/** Several entries of one change (a batch of invoices) in one statement. */
export async function auditMany(actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await actor.db.insert(auditLog).values(
    entries.map((entry) => ({
      actor_user_id: actor.user?.id ?? null,
      company_id: entry.company_id ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      request_id: actor.requestId,
      ip: actor.ip,
    })),
  )
}

type Change = Omit<AuditEntry, 'after'>

/**
 * A change to one record and its audit entry in one transaction: `write` makes it (false when the
 * record is not the version sent: 412), `read` answers the record as it is after, which the entry
 * keeps beside `before`.
 */
export async function auditedWrite<T>(
  ctx: RequestContext,
  change: Change,
  write: (tx: RequestContext) => Promise<boolean | unknown>,
  read: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  return ctx.transaction(async (tx) => {
    if ((await write(tx)) === false) throw new PreconditionFailed()
    const after = await read(tx)
    await audit(tx, { ...change, after })
    return after
  })
}

/** A new record and its audit entry in one transaction: `insert` answers its id, `read` the record. */
export function auditedCreate<T>(
  ctx: RequestContext,
  change: Omit<Change, 'entity_id' | 'before'>,
  insert: (tx: RequestContext) => Promise<string>,
  read: (tx: RequestContext, id: string) => Promise<T>,
): Promise<T> {
  return ctx.transaction(async (tx) => {
    const id = await insert(tx)
    const after = await read(tx, id)
    await audit(tx, { ...change, entity_id: id, after })
    return after
  })
}

/**
 * Archives (or restores) one record and logs `<entity>.archived` (`.restored`) in one transaction:
 * `update` writes the values it is given and answers the record's row (none: 404).
 */
export function auditedArchive<Row>(
  ctx: RequestContext,
  change: Required<Pick<Change, 'entity' | 'entity_id' | 'company_id'>>,
  archived: boolean,
  update: (tx: RequestContext, values: { archived_at: Date | null }) => Promise<Row | null | undefined>,
): Promise<Row> {
  return ctx.transaction(async (tx) => {
    const row = await update(tx, { archived_at: archived ? new Date() : null })
    if (!row) throw new NotFound()
    await audit(tx, { action: `${change.entity}.${archived ? 'archived' : 'restored'}`, ...change })
    return row
  })
}
