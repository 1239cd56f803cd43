import { randomInt } from 'node:crypto'
import { type DomainContact, type DomainContactInput, DomainContactInputSchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit, auditedCreate, auditedWrite } from '../../lib/audit.ts'
import { AppError, BadRequest, NotFound } from '../../lib/errors.ts'
import { registryPhone } from '../../lib/phone.ts'
import { withValues } from '../../lib/texts.ts'
import { findVisibleCompany } from '../company/company.repository.ts'
import {
  type DomainContactColumns,
  deleteDomainContact,
  findDomainContact,
  insertDomainContact,
  listDomainContacts,
  updateDomainContact,
} from './contacts.repository.ts'
import { domainsTexts } from './domains.texts.ts'
import type { RegistrarContact } from './registrar/adapter.ts'
import { registrarCall } from './registrarCall.ts'

export const listContacts = (ctx: RequestContext, filter: { company?: string; q?: string }) =>
  listDomainContacts(ctx, filter)

export async function getContact(ctx: RequestContext, id: string): Promise<DomainContact> {
  const found = await findDomainContact(ctx, id)
  if (!found) throw new NotFound()
  return found
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A registrar handle: short, unambiguous, unique in the registrar account (PT-7K2M9Q4X). */
const newHandle = () => `PT-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`

/** The columns to store, after the checks that need more than the contract: a real phone number. */
function columnsOf(input: ReturnType<typeof DomainContactInputSchema.parse>) {
  const voice = registryPhone(input.voice, input.country)
  if (!voice) throw new BadRequest(domainsTexts.phone, [{ field: 'voice', message: domainsTexts.phone }])
  const fax = input.fax ? registryPhone(input.fax, input.country) : null
  if (input.fax && !fax)
    throw new BadRequest(domainsTexts.phone, [{ field: 'fax', message: domainsTexts.phone }])
  const { legal_form, company_id, ...rest } = input
  return { ...rest, voice, fax, properties: legal_form ? { sidn: { legalForm: legal_form } } : {} }
}

export const registrarContact = (
  c: Omit<DomainContactColumns, 'company_id' | 'handle'>,
): RegistrarContact => ({
  name: c.name,
  organization: c.organization,
  addressLine: c.address_lines,
  postalCode: c.postal_code,
  city: c.city,
  state: c.state,
  country: c.country,
  email: c.email,
  voice: c.voice,
  fax: c.fax,
  properties: c.properties as RegistrarContact['properties'],
})

/**
 * A new handle: saved at the registrar first (a refusal stores nothing), then stored. Should the
 * store fail after that, the registrar keeps a handle nothing names, which costs nothing and is never
 * reused (handles are random); no transaction waits on the registrar.
 */
export async function createContact(ctx: RequestContext, body: DomainContactInput): Promise<DomainContact> {
  const input = DomainContactInputSchema.parse(body)
  if (!(await findVisibleCompany(ctx, input.company_id))) {
    throw new BadRequest(domainsTexts.unknownCompany, [{ field: 'company_id', message: 'unknown' }])
  }
  const columns = columnsOf(input)
  const handle = newHandle()
  await registrarCall(() => ctx.platform.registrar.saveContact(ctx, handle, registrarContact(columns)))
  return auditedCreate(
    ctx,
    { action: 'domain_contact.created', entity: 'domain_contact', company_id: input.company_id },
    (tx) => insertDomainContact(tx, { ...columns, company_id: input.company_id, handle }),
    getContact,
  )
}

/**
 * A changed handle: the row is locked at its version while the registrar saves it, so that the portal
 * and the registrar change together or not at all (a refusal, or someone saving first, undoes both).
 */
export async function updateContact(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: DomainContactInput },
): Promise<DomainContact> {
  const before = await getContact(ctx, id)
  const input = DomainContactInputSchema.parse({ ...body, company_id: before.company_id })
  const columns = columnsOf(input)
  const change = { action: 'domain_contact.updated', entity: 'domain_contact', entity_id: id }
  return auditedWrite(
    ctx,
    { ...change, company_id: before.company_id, before },
    async (tx) =>
      (await updateDomainContact(tx, id, version, columns)) &&
      registrarCall(() => tx.platform.registrar.saveContact(tx, before.handle, registrarContact(columns))),
    (tx) => getContact(tx, id),
  )
}

/** A contact no domain or preset names any more; the registrar forgets the handle too. */
export async function deleteContact(ctx: RequestContext, id: string): Promise<void> {
  const contact = await getContact(ctx, id)
  if (contact.in_use > 0) {
    throw new AppError(
      409,
      'conflict',
      withValues(domainsTexts.contactInUse, { count: String(contact.in_use) }),
    )
  }
  await ctx.transaction(async (tx) => {
    if (!(await deleteDomainContact(tx, id))) throw new NotFound()
    await registrarCall(() => tx.platform.registrar.deleteContact(tx, contact.handle))
    await audit(tx, {
      action: 'domain_contact.deleted',
      entity: 'domain_contact',
      entity_id: id,
      company_id: contact.company_id,
      before: contact,
    })
  })
}
