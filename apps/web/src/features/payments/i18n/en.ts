/** Online payment: the "Pay now" button and what the invoice page says after the checkout. nl.ts has the same keys. */
const en = {
  payments: {
    payNow: 'Pay now',
    payHint: 'Pay {{amount}} online: iDEAL, Bancontact, card or SEPA direct debit.',
    sandbox: 'Sandbox: no money moves',
    failed: 'The payment could not be started: {{message}}',
    returned: {
      paid: 'Thank you: your payment of {{amount}} was received.',
      waiting: 'Your payment of {{amount}} is being confirmed by your bank…',
      failed: 'The payment was not completed ({{status}}). Nothing was charged; you can try again.',
    },
    status: {
      open: 'open',
      pending: 'pending',
      authorized: 'authorised',
      paid: 'paid',
      canceled: 'canceled',
      expired: 'expired',
      failed: 'failed',
      charged_back: 'charged back',
    },
  },
}

export type PaymentsTranslation = typeof en
export default en
