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
  await actor.db.insert(auditLog).values({
    actor_user_id: actor.user?.id ?? null,
    company_id: entry.company_id ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: actor.requestId,
    ip: actor.ip,
  })
}
