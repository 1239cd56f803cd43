import {
  DOMAIN_CONTACT_ROLES,
  type DomainPreset,
  type DomainPresetInput,
  DomainPresetInputSchema,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit, auditedCreate, auditedWrite } from '../../lib/audit.ts'
import { AppError, BadRequest, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { findVisibleCompany } from '../company/company.repository.ts'
import { usableContactIds } from './contacts.repository.ts'
import { domainsTexts } from './domains.texts.ts'
import {
  type DomainPresetColumns,
  deleteDomainPreset,
  findDomainPreset,
  insertDomainPreset,
  listDomainPresets,
  presetNameTaken,
  updateDomainPreset,
} from './presets.repository.ts'

export const listPresets = (ctx: RequestContext, filter: { company?: string }) =>
  listDomainPresets(ctx, filter)

export async function getPreset(ctx: RequestContext, id: string): Promise<DomainPreset> {
  const found = await findDomainPreset(ctx, id)
  if (!found) throw new NotFound()
  return found
}

/**
 * The columns to store, after the checks the contract cannot make: every contact is a handle of the
 * preset's own company that the caller can see, and the name is free in that company.
 */
async function checkedColumns(
  ctx: RequestContext,
  input: ReturnType<typeof DomainPresetInputSchema.parse>,
  exceptId?: string,
): Promise<DomainPresetColumns> {
  const chosen = DOMAIN_CONTACT_ROLES.flatMap((role) => (input[role] ? [input[role]] : []))
  const usable = await usableContactIds(ctx, input.company_id, chosen)
  const unknown = DOMAIN_CONTACT_ROLES.filter((role) => input[role] && !usable.has(input[role]))
  if (unknown.length) {
    throw new BadRequest(
      domainsTexts.unknownContact,
      unknown.map((field) => ({ field, message: domainsTexts.unknownContact })),
    )
  }
  if (await presetNameTaken(ctx, input.company_id, input.name, exceptId)) {
    const taken = withValues(domainsTexts.presetTaken, { name: input.name })
    throw new AppError(409, 'conflict', taken, [{ field: 'name', message: taken }])
  }
  return { ...input }
}

export async function createPreset(ctx: RequestContext, body: DomainPresetInput): Promise<DomainPreset> {
  const input = DomainPresetInputSchema.parse(body)
  if (!(await findVisibleCompany(ctx, input.company_id))) {
    throw new BadRequest(domainsTexts.unknownCompany, [{ field: 'company_id', message: 'unknown' }])
  }
  const columns = await checkedColumns(ctx, input)
  return auditedCreate(
    ctx,
    { action: 'domain_preset.created', entity: 'domain_preset', company_id: input.company_id },
    (tx) => insertDomainPreset(tx, columns),
    getPreset,
  )
}

/** A preset stays with its company: the body's company_id is not a move. */
export async function updatePreset(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: DomainPresetInput },
): Promise<DomainPreset> {
  const before = await getPreset(ctx, id)
  const input = DomainPresetInputSchema.parse({ ...body, company_id: before.company_id })
  const columns = await checkedColumns(ctx, input, id)
  const change = { action: 'domain_preset.updated', entity: 'domain_preset', entity_id: id }
  return auditedWrite(
    ctx,
    { ...change, company_id: before.company_id, before },
    (tx) => updateDomainPreset(tx, id, version, columns),
    (tx) => getPreset(tx, id),
  )
}

export async function deletePreset(ctx: RequestContext, id: string): Promise<void> {
  const preset = await getPreset(ctx, id)
  await ctx.transaction(async (tx) => {
    if (!(await deleteDomainPreset(tx, id))) throw new NotFound()
    await audit(tx, {
      action: 'domain_preset.deleted',
      entity: 'domain_preset',
      entity_id: id,
      company_id: preset.company_id,
      before: preset,
    })
  })
}
