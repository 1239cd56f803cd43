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
    bank: {
      intro:
        'Import a CAMT.053 statement from your bank: incoming payments are matched to the open invoices their description names; what does not match waits below for you to assign. Importing a statement again changes nothing.',
      file: 'Statement file (CAMT.053, XML)',
      import: 'Import statement',
      result:
        '{{imported}} new bookings of {{entries}}: {{matched}} matched, {{unmatched}} to assign, {{ignored}} outgoing.',
      failed: 'The statement could not be imported: {{message}}',
      unmatched: 'To assign',
      all: 'All bookings',
      empty: 'Nothing to assign.',
      date: 'Date',
      amount: 'Amount',
      from: 'From',
      description: 'Description',
      status: 'Status',
      statuses: { matched: 'Matched', unmatched: 'To assign', assigned: 'Assigned', ignored: 'Outgoing' },
      assign: 'Assign',
      assignSubmit: 'Put on the customer’s account',
      assignText: 'The payment becomes credit on the account, which pays the customer’s open invoices.',
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
