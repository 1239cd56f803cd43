import createMollieClient, { type Payment, type PaymentCreateParams } from '@mollie/api-client'
import type { PaymentProvider, ProviderPayment } from './adapter.ts'

export type MollieSettings = {
  apiKey: string
  /** The API's root; Mollie's own by default (tests point it at a local fake). */
  apiEndpoint?: string
}

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    method: payment.method ?? null,
    checkoutUrl: payment.getCheckoutUrl(),
    amountChargedBack: payment.amountChargedBack ?? null,
    paidAt: payment.paidAt ?? null,
    metadata: (payment.metadata as Record<string, string> | null) ?? null,
  }
}

/** Mollie's Payments API through its official Node client (`@mollie/api-client`). */
export function mollieProvider(settings: MollieSettings): PaymentProvider {
  const client = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
    versionStrings: 'Portico/1.0',
  })
  return {
    name: 'mollie',
    async createPayment(_ctx, input) {
      const payment = await client.payments.create({
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        ...(input.locale ? { locale: input.locale as PaymentCreateParams['locale'] } : {}),
        ...(input.method ? { method: input.method as PaymentCreateParams['method'] } : {}),
      })
      return toProviderPayment(payment)
    },
    async getPayment(_ctx, id) {
      return toProviderPayment(await client.payments.get(id))
    },
  }
}
