import type { Service } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { NotFound } from '../../lib/errors.ts'
import { customersTexts } from './customers.texts.ts'
import { getRecord, type RecordRef } from './parent.service.ts'
import { findService, listCompanyActivity, listServices } from './services.repository.ts'

export async function listRecordServices(ctx: RequestContext, ref: RecordRef): Promise<Service[]> {
  await getRecord(ctx, ref)
  return listServices(ctx, ref.id)
}

export async function getRecordService(
  ctx: RequestContext,
  { serviceId, ...ref }: RecordRef & { serviceId: string },
): Promise<Service> {
  await getRecord(ctx, ref)
  const service = await findService(ctx, ref.id, serviceId)
  if (!service) throw new NotFound(customersTexts.serviceNotFound)
  return service
}

/** Every change to the record and its contacts and locations; before/after for those who may edit it. */
export async function listRecordActivity(ctx: RequestContext, ref: RecordRef) {
  const { row: company } = await getRecord(ctx, ref)
  const detailed = canEdit(ctx, company)
  const rows = await listCompanyActivity(ctx, ref.id)
  return rows.map(({ log, actor_name }) => ({
    id: log.id,
    action: log.action,
    entity: log.entity,
    entity_id: log.entity_id,
    actor_name,
    company_name: company.name,
    created_at: log.created_at.toISOString(),
    ...(detailed ? { before: log.before ?? undefined, after: log.after ?? undefined } : {}),
  }))
}
