import type { AuditActor } from '../../lib/audit.ts'
import { audit } from '../../lib/audit.ts'

/** A billing document's audit entry, filed under the document's customer (in the caller's transaction). */
export function auditDocument(
  tx: AuditActor,
  action: string,
  documentId: string,
  customerId: string,
  after?: unknown,
): Promise<void> {
  return audit(tx, { action, entity: 'document', entity_id: documentId, company_id: customerId, after })
}
