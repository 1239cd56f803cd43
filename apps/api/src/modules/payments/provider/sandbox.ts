import { randomBytes } from 'node:crypto'
import { currencyExponent } from '@portico/domain'
import type { RequestContext } from '../../../auth/context.ts'
import { NotFound } from '../../../lib/errors.ts'
import { findSandboxPayment, insertSandboxPayment, type SandboxPaymentRow } from '../sandbox.repository.ts'
import type { PaymentProvider, ProviderAmount, ProviderPayment } from './adapter.ts'

/** "10.00" for 1000 minor units of EUR (the decimals of the currency). */
export function amountValue(minor: number, currency: string): string {
  return (minor / 10 ** currencyExponent(currency)).toFixed(currencyExponent(currency))
}

/** Minor units of a provider amount ("10.00" EUR: 1000). */
export function amountMinor(amount: ProviderAmount): number {
  return Math.round(Number(amount.value) * 10 ** currencyExponent(amount.currency))
}

/** The sandbox's hosted checkout, where the tester picks the outcome as in Mollie's test mode. */
export const sandboxCheckoutPath = (id: string) => `/api/sandbox-payments/checkout/${encodeURIComponent(id)}`

export function toProviderPayment(row: SandboxPaymentRow, publicUrl: string): ProviderPayment {
  return {
    id: row.id,
    status: row.status === 'charged_back' ? 'paid' : row.status,
    amount: { currency: row.currency, value: amountValue(row.amount_minor, row.currency) },
    method: row.method,
    checkoutUrl: row.status === 'open' ? `${publicUrl}${sandboxCheckoutPath(row.id)}` : null,
    amountChargedBack:
      row.charged_back_minor > 0
        ? { currency: row.currency, value: amountValue(row.charged_back_minor, row.currency) }
        : null,
    paidAt: row.paid_at?.toISOString() ?? null,
    metadata: (row.metadata as Record<string, string> | null) ?? null,
  }
}

/**
 * The sandbox payment provider (the default): it keeps its payments in its own table and answers as
 * Mollie does; its checkout page (`sandboxCheckout.ts`) sets the outcome and posts to the webhook.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(ctx, input) {
      const row = await insertSandboxPayment(ctx, {
        id: `tr_${randomBytes(8).toString('base64url')}`,
        amount_minor: amountMinor(input.amount),
        currency: input.amount.currency,
        description: input.description,
        method: input.method ?? null,
        locale: input.locale ?? null,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        metadata: input.metadata ?? null,
      })
      return toProviderPayment(row, ctx.platform.publicUrl)
    },
    async getPayment(ctx: RequestContext, id: string) {
      const row = await findSandboxPayment(ctx, id)
      if (!row) throw new NotFound()
      return toProviderPayment(row, ctx.platform.publicUrl)
    },
  }
}
