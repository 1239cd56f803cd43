import type { Checkout, OnlinePayment, PayInput, PaymentProviderName } from '@portico/contracts'
import { todayIn } from '@portico/domain'
import { LRUCache } from 'lru-cache'
import type { RequestContext } from '../../auth/context.ts'
import { booksContext, systemContext } from '../../auth/system.ts'
import { NotFound, ServiceUnavailable } from '../../lib/errors.ts'
import { render } from '../../lib/texts.ts'
import { payableInvoice, recordCollected, reverseCollected } from '../billing/collect.service.ts'
import { collectorOf } from './accounts/accounts.service.ts'
import { keepMandate, mandateOf, providerCustomerOf } from './automatic.service.ts'
import {
  claimProviderId,
  findByProviderId,
  findOnlinePayment,
  insertOnlinePayment,
  lockOnlinePayment,
  type OnlinePaymentRow,
  openCheckout,
  setProviderAnswer,
  updateOnlinePayment,
} from './payments.repository.ts'
import { paymentsTexts } from './payments.texts.ts'
import type { PaymentProvider, ProviderPayment } from './provider/adapter.ts'
import { amountMinor, amountValue } from './provider/amounts.ts'

/** An open checkout younger than this is offered again instead of starting a second payment. */
const REUSE_MINUTES = 15

export function toOnlinePayment(row: OnlinePaymentRow): OnlinePayment {
  return {
    id: row.id,
    document_id: row.document_id,
    provider: row.provider,
    reference: row.provider_payment_id,
    status: row.status,
    method: row.method,
    amount_minor: row.amount_minor,
    currency: row.currency,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  }
}

/**
 * "Pay now": a payment at the provider for what the invoice still owes, and the checkout the browser
 * goes to. The provider is called outside any transaction; our row exists first, so its answer (or
 * its failure) is recorded on it.
 */
export async function startCheckout(
  ctx: RequestContext,
  invoiceId: string,
  input: PayInput = {},
): Promise<Checkout> {
  const invoice = await payableInvoice(ctx, invoiceId)
  const sequenceType = input.automatic ? 'first' : 'oneoff'
  const since = new Date(ctx.platform.now().getTime() - REUSE_MINUTES * 60_000)
  const reusable = await openCheckout(ctx, invoice.id, invoice.balance_minor, since, sequenceType)
  if (reusable?.checkout_url) return { id: reusable.id, checkout_url: reusable.checkout_url }
  // The issuer's own account (a reseller's Mollie), else the platform's provider.
  const { provider, webhookUrl } = await collectorOf(ctx, invoice.issuer_id)
  // A first payment makes a mandate for the company's customer at the provider (made once).
  const customerId = input.automatic ? await providerCustomerOf(ctx, invoice, provider) : undefined
  const row = await insertOnlinePayment(ctx, {
    sequence_type: sequenceType,
    provider: provider.name,
    issuer_id: invoice.issuer_id,
    customer_id: invoice.customer_id,
    document_id: invoice.id,
    amount_minor: invoice.balance_minor,
    currency: invoice.currency,
    created_by: ctx.user.id,
  })
  const base = ctx.platform.publicUrl
  let answer: ProviderPayment
  try {
    answer = await provider.createPayment(ctx, {
      amount: { currency: invoice.currency, value: amountValue(invoice.balance_minor, invoice.currency) },
      description: invoice.number,
      redirectUrl: `${base}/finances/invoices/${invoice.id}?payment=${row.id}`,
      webhookUrl,
      // The checkout speaks the payer's language (their choice, else the invoice's).
      locale: (ctx.user.locale ?? invoice.language) === 'nl' ? 'nl_NL' : 'en_US',
      metadata: { online_payment_id: row.id, invoice: invoice.number },
      ...(customerId ? { sequenceType, customerId } : {}),
    })
  } catch (error) {
    await setProviderAnswer(ctx, row.id, { provider_payment_id: null, checkout_url: null, status: 'failed' })
    // The provider's own words stay with the answer for the log; the user reads ours.
    throw Object.assign(new ServiceUnavailable(paymentsTexts.providerUnavailable), { cause: error })
  }
  await setProviderAnswer(ctx, row.id, {
    provider_payment_id: answer.id,
    checkout_url: answer.checkoutUrl,
    status: answer.status,
  })
  return { id: row.id, checkout_url: answer.checkoutUrl ?? `${base}/finances/invoices/${invoice.id}` }
}

export async function getOnlinePayment(ctx: RequestContext, id: string): Promise<OnlinePayment> {
  const row = await findOnlinePayment(ctx, id)
  if (!row) throw new NotFound(paymentsTexts.paymentNotFound)
  return toOnlinePayment(row)
}

/**
 * Our rows of payments whose deliveries told nothing new, by provider and id: Mollie repeats a
 * delivery until it is answered, and a paid payment is delivered again on a later chargeback or
 * refund. A row read from here is only compared with the provider's fresh answer; anything new goes
 * to the locked row in the transaction below, which alone decides, so a stale entry costs nothing.
 */
const settled = new LRUCache<string, OnlinePaymentRow>({ max: 10_000, ttl: 10 * 60_000 })
const UNSETTLED = new Set(['open', 'pending', 'authorized'])

/**
 * The provider's webhook: it names a payment and nothing else, so the payment is read from the
 * provider (outside any transaction), then recorded with our row locked: any number of deliveries,
 * in any order, record a paid payment once and a chargeback once. Unknown ids are ignored.
 */
export async function handleWebhook(
  base: Parameters<typeof systemContext>[0],
  delivery: { provider: PaymentProviderName; id: string; account?: string | undefined },
): Promise<void> {
  const providerPaymentId = delivery.id
  const lookup = await systemContext(base, null)
  // The account that made the payment: an issuer's own (named in its webhook address), or the platform's.
  const { provider } = delivery.account
    ? await collectorOf(lookup, delivery.account)
    : { provider: base.platform.payments }
  if (provider.name !== delivery.provider) throw new NotFound(paymentsTexts.unknownProvider)
  const cacheKey = `${provider.name}:${providerPaymentId}`
  const known =
    settled.get(cacheKey) ??
    (await findByProviderId(lookup, provider.name, providerPaymentId)) ??
    (await answerNotKeptYet(lookup, provider, providerPaymentId))
  // A payment is read back only with the key of the books it belongs to.
  if (!known || (delivery.account && known.issuer_id !== delivery.account)) return
  const payment = await provider.getPayment(lookup, providerPaymentId)
  // A delivery that tells nothing new (Mollie repeats them) writes nothing and locks nothing.
  if (upToDate(known, payment)) {
    if (known.payment_id || !UNSETTLED.has(known.status)) settled.set(cacheKey, known)
    return
  }
  settled.delete(cacheKey)
  const ctx = await booksContext(base, known.issuer_id)
  // A paid first payment made a mandate: read from the provider here, kept with the payment below.
  const mandate = await mandateOf(ctx, provider, payment)
  await ctx.transaction(async (tx) => {
    const row = await lockOnlinePayment(tx, known.id)
    if (!row) return
    await follow(tx, row, payment)
    if (mandate) await keepMandate(tx, row, mandate)
  })
}

/**
 * A delivery can come before our row has the provider's answer (a collection through a mandate is
 * paid at once): the payment's metadata names our row, which takes the id if it has none yet. An
 * id the provider does not know, or one naming no such row, is ignored.
 */
async function answerNotKeptYet(ctx: RequestContext, provider: PaymentProvider, providerPaymentId: string) {
  const payment = await provider.getPayment(ctx, providerPaymentId).catch(() => null)
  const ours = payment?.metadata?.online_payment_id
  if (!payment || !ours || !/^[0-9a-f-]{36}$/.test(ours)) return undefined
  return claimProviderId(ctx, ours, provider.name, providerPaymentId)
}

/** Our row says what the provider says: the status, the recorded payment, a chargeback. */
function upToDate(row: OnlinePaymentRow, payment: ProviderPayment): boolean {
  const status = payment.amountChargedBack && row.payment_id ? 'charged_back' : payment.status
  return row.status === status && (payment.status !== 'paid' || row.payment_id !== null)
}

/** Brings our row to the provider's state: records a payment once, reverses a chargeback once. */
async function follow(tx: RequestContext, row: OnlinePaymentRow, payment: ProviderPayment) {
  const invoice = {
    id: row.document_id,
    issuer_id: row.issuer_id,
    customer_id: row.customer_id,
    currency: row.currency,
  }
  const paidAt = payment.paidAt ? new Date(payment.paidAt) : tx.platform.now()
  let paymentId = row.payment_id
  if (payment.status === 'paid' && !paymentId) {
    paymentId = await recordCollected(tx, invoice, {
      amount_minor: amountMinor(payment.amount),
      paid_on: todayIn(tx.platform.timeZone, paidAt),
      method: payment.method === 'directdebit' ? 'direct_debit' : 'online',
      reference: payment.id,
    })
  }
  const chargedBack = Boolean(payment.amountChargedBack) && paymentId !== null
  if (chargedBack && row.status !== 'charged_back' && paymentId)
    await reverseCollected(tx, paymentId, `${render(paymentsTexts.chargedBack, 'en')} (${payment.id})`)
  await updateOnlinePayment(tx, row.id, {
    status: chargedBack ? 'charged_back' : payment.status,
    method: payment.method,
    payment_id: paymentId,
    paid_at: payment.status === 'paid' ? paidAt : row.paid_at,
  })
}
