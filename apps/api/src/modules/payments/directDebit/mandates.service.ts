import { type Mandate, type MandateInput, MandateInputSchema } from '@portico/contracts'
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import type { RequestContext } from '../../../auth/context.ts'
import { audit } from '../../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../../lib/errors.ts'
import type { Text } from '../../../lib/texts.ts'
import { todayOf } from '../../billing/documents.mapper.ts'
import { paymentsTexts } from '../payments.texts.ts'
import { cancelScheduledOf } from './collections.repository.ts'
import { scheduleCollections } from './collections.service.ts'
import {
  insertMandate,
  listMandates,
  lockMandate,
  type MandateRow,
  revokeMandateRow,
} from './mandates.repository.ts'

export function toMandate(row: MandateRow): Mandate {
  return {
    id: row.id,
    company_id: row.company_id,
    reference: row.reference,
    iban: row.iban,
    bic: row.bic,
    holder: row.holder,
    signed_on: row.signed_on,
    status: row.status,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  }
}

const refuse = (field: string, text: Text): never => {
  throw new BadRequest(text, [{ field, message: text }])
}

/** The company's mandates with the caller's provider, newest first (staff, or the company's own people). */
export async function companyMandates(ctx: RequestContext, companyId: string): Promise<Mandate[]> {
  return (await listMandates(ctx, companyId, 'books')).map(toMandate)
}

/** The mandates of the caller's companies (the one in scope, or every one it belongs to). */
export async function myMandates(ctx: RequestContext): Promise<Mandate[]> {
  const companies = ctx.scopeCompanyId ? [ctx.scopeCompanyId] : ctx.memberships.map((m) => m.company_id)
  const lists = await Promise.all(companies.map((id) => listMandates(ctx, id, 'customer')))
  return lists.flat().map(toMandate)
}

/**
 * Staff record a mandate the customer signed (on paper or the provider's own form): the IBAN and BIC
 * are checked (ibantools), the customer's open invoices are scheduled for collection at once, each
 * pre-notified. One active mandate per customer; a reference once used is never reused.
 */
export async function createMandate(
  ctx: RequestContext,
  companyId: string,
  body: MandateInput,
): Promise<Mandate> {
  const input = MandateInputSchema.parse(body)
  const iban = electronicFormatIBAN(input.iban) ?? ''
  if (!isValidIBAN(iban)) refuse('iban', paymentsTexts.iban)
  const bic = input.bic ? input.bic.replace(/\s/g, '').toUpperCase() : null
  if (bic && !isValidBIC(bic)) refuse('bic', paymentsTexts.bic)
  if (input.signed_on > todayOf(ctx)) refuse('signed_on', paymentsTexts.signedLater)
  if (!ctx.issuerId) throw new NotFound(paymentsTexts.mandateNotFound)
  const issuerId = ctx.issuerId
  return ctx.transaction(async (tx) => {
    const row = await insertMandate(tx, {
      issuer_id: issuerId,
      company_id: companyId,
      reference: input.reference,
      iban,
      bic,
      holder: input.holder,
      signed_on: input.signed_on,
      created_by: tx.user.id,
    })
    if (!row) throw new Conflict(paymentsTexts.mandateTaken)
    await audit(tx, {
      action: 'payments.mandate_created',
      entity: 'sepa_mandate',
      entity_id: row.id,
      company_id: companyId,
      after: { reference: row.reference, iban: row.iban, signed_on: row.signed_on },
    })
    await scheduleCollections(tx, [companyId])
    return toMandate(row)
  })
}

/** Staff revoke a mandate (the customer withdrew it): collections not yet in a batch are cancelled. */
export async function revokeMandate(ctx: RequestContext, companyId: string, id: string): Promise<Mandate> {
  return ctx.transaction(async (tx) => {
    const row = await lockMandate(tx, companyId, id)
    if (!row) throw new NotFound(paymentsTexts.mandateNotFound)
    if (row.status === 'revoked') throw new Conflict(paymentsTexts.mandateRevoked)
    const revoked = await revokeMandateRow(tx, id, tx.platform.now())
    if (!revoked) throw new NotFound(paymentsTexts.mandateNotFound)
    await cancelScheduledOf(tx, id)
    await audit(tx, {
      action: 'payments.mandate_revoked',
      entity: 'sepa_mandate',
      entity_id: id,
      company_id: companyId,
    })
    return toMandate(revoked)
  })
}
