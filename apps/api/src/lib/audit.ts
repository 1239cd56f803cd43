import type { RequestContext } from '../auth/context.ts'
import { auditLog } from '../db/schema/index.ts'

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
