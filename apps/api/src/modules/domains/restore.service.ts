import type { Domain } from '@portico/contracts'
import { addDays, addMonths } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { render, withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { claimPeriods } from '../billing/recurring.repository.ts'
import { loadSettings } from '../billing/settings.service.ts'
import { BILLING_RENDER_PDF, issueSystemInvoice } from '../billing/systemInvoice.service.ts'
import { changeService, lockService } from '../orders/services.repository.ts'
import { findDomainRow } from './domains.repository.ts'
import { getDomain } from './domains.service.ts'
import { domainsTexts } from './domains.texts.ts'
import { lifecycleOf } from './lifecycle.ts'
import {
  claimRenewal,
  invoiceOfPeriod,
  languageOf,
  lockRenewal,
  renewalsOfDocument,
  restorePricesOf,
  setRenewal,
} from './renewals.repository.ts'
import { DOMAINS_RENEWAL } from './renewals.service.ts'

/**
 * The holder asks to restore a name in redemption or quarantine: an invoice for the TLD's restore
 * price (and the term's renewal, unless that is paid already) is issued; the restore happens at the
 * registrar once it is paid. An open renewal invoice of the term must be paid first, so that the
 * term is never billed twice.
 */
export async function requestRestore(ctx: RequestContext, id: string): Promise<Domain> {
  const found = await findDomainRow(ctx, id)
  if (!found) throw new NotFound()
  const term = found.row.expires_on ?? ''
  if (lifecycleOf(found, todayOf(ctx))?.recovery !== 'restore' || !found.row.service_id)
    throw new Conflict(domainsTexts.notRestorable)
  const providerId = found.row.provider_id
  await ctx.transaction(async (tx) => {
    const service = await lockService(tx, found.row.service_id ?? '')
    if (!service) throw new Conflict(domainsTexts.notRestorable)
    const fee = (await restorePricesOf(tx, providerId, found.row.tld)).find(
      (p) => p.currency === service.currency,
    )
    if (!fee)
      throw new Conflict(
        withValues(domainsTexts.noRestorePrice, { tld: found.row.tld, currency: service.currency }),
      )
    const existing = await lockRenewal(tx, id, term)
    if (existing && existing.status !== 'awaiting_restore') throw new Conflict(domainsTexts.restoreRequested)
    if (!existing && (await invoiceOfPeriod(tx, service.id, term)))
      throw new Conflict(domainsTexts.renewalInvoiceOpen)
    const yearPrice = existing ? 0 : (service.price_minor ?? 0)
    // Billed like its periods: the customer when the provider sells directly, else the reseller.
    const billed =
      service.seller_id && service.seller_id !== providerId ? service.seller_id : service.company_id
    const language = await languageOf(tx, billed)
    const vat = service.vat_rate_bp ?? 2100
    const lines = [
      {
        description: render(withValues(domainsTexts.restoreLine, { name: found.row.name }), language),
        quantity: '1',
        unit_price_minor: fee.price_minor,
        vat_rate_bp: vat,
      },
      ...(existing
        ? []
        : [
            {
              description: `${found.row.name}, ${term} – ${addDays(addMonths(term, 12), -1)}`,
              quantity: '1',
              unit_price_minor: yearPrice,
              vat_rate_bp: vat,
            },
          ]),
    ]
    const settings = await loadSettings(tx, providerId)
    const invoice = await issueSystemInvoice(tx, {
      settings,
      customerId: billed,
      currency: service.currency,
      lines,
    })
    await tx.platform.jobs.send(tx.db, BILLING_RENDER_PDF, { providerId, documentId: invoice.id })
    const change = { kind: 'restore', status: 'invoiced', document_id: invoice.id } as const
    if (existing)
      await setRenewal(tx, existing.id, { ...change, price_minor: existing.price_minor + fee.price_minor })
    else {
      // The restore bills the term, as the recurring run would have: in the ledger, the service moved past it.
      const next = addMonths(term, 12)
      const period = { period_start: term, period_end: next, billed_id: billed, amount_minor: yearPrice }
      await claimPeriods(tx, [{ ...period, service_id: service.id, document_id: invoice.id }])
      if (!service.next_due_date || service.next_due_date <= term)
        await changeService(tx, service.id, { next_due_date: next })
      await claimRenewal(tx, {
        ...change,
        domain_id: id,
        term_start: term,
        months: 12,
        price_minor: fee.price_minor + yearPrice,
        currency: service.currency,
      })
    }
    await audit(tx, {
      action: 'domain.restore_requested',
      entity: 'domain',
      entity_id: id,
      company_id: found.row.company_id,
      after: { invoice: invoice.id, term_start: term },
    })
  })
  return getDomain(ctx, id)
}

/** A restore's invoice is paid (the paid-invoice job): its restore is queued. Safe to run twice. */
export async function restoreForInvoice(ctx: RequestContext, documentId: string): Promise<void> {
  for (const renewal of await renewalsOfDocument(ctx, documentId)) {
    await ctx.transaction(async (tx) => {
      if (!(await setRenewal(tx, renewal.id, { status: 'paid' }, 'invoiced'))) return
      await tx.platform.jobs.send(tx.db, DOMAINS_RENEWAL, {
        providerId: tx.providerId,
        renewalId: renewal.id,
      })
    })
  }
}
