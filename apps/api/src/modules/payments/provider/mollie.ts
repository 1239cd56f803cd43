import createMollieClient, { type Mandate, type Payment, type PaymentCreateParams } from '@mollie/api-client'
import type { PaymentProvider, ProviderMandate, ProviderPayment, ProviderRefund } from './adapter.ts'

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
    sequenceType: payment.sequenceType,
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
  }
}

function toProviderMandate(mandate: Mandate): ProviderMandate {
  const details = mandate.details as { consumerAccount?: string; cardNumber?: string } | null
  return {
    id: mandate.id,
    status: mandate.status,
    method: mandate.method,
    consumerAccount: details?.consumerAccount ?? null,
    cardNumber: details?.cardNumber ?? null,
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
        ...(input.sequenceType
          ? { sequenceType: input.sequenceType as PaymentCreateParams['sequenceType'] }
          : {}),
        ...(input.customerId ? { customerId: input.customerId } : {}),
        ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      } as PaymentCreateParams)
      return toProviderPayment(payment)
    },
    async getPayment(_ctx, id) {
      return toProviderPayment(await client.payments.get(id))
    },
    async createCustomer(_ctx, input) {
      const customer = await client.customers.create({
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
        ...(input.metadata ? { metadata: input.metadata } : {}),
      })
      return { id: customer.id }
    },
    async listMandates(_ctx, customerId) {
      const page = await client.customerMandates.page({ customerId })
      return [...page].map(toProviderMandate)
    },
    async createRefund(_ctx, paymentId, input) {
      const refund = await client.paymentRefunds.create({
        paymentId,
        amount: input.amount,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      })
      return { id: refund.id, status: refund.status as ProviderRefund['status'], amount: refund.amount }
    },
    async revokeMandate(_ctx, customerId, mandateId) {
      await client.customerMandates.revoke(mandateId, { customerId })
    },
  }
}
