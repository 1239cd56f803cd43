/** Connectivity screens. nl.ts has the same keys (checked by its type). */
const en = {
  connectivity: {
    sandbox: 'sandbox',
    technology: { fiber: 'Fibre', copper: 'Copper' },
    status: {
      awaiting_order: 'In the cart',
      submitted: 'Submitted',
      planned: 'Planned',
      delivered: 'Delivered',
      active: 'Active',
      terminated: 'Terminated',
      failed: 'Failed',
    },
    period: {
      once: 'once',
      P1M: 'per month',
      P3M: 'per quarter',
      P1Y: 'per year',
      P2Y: 'per 2 years',
      P3Y: 'per 3 years',
    },
    mobile: {
      intro:
        'Your SIM cards, their use this month, and the changes you can make yourself; the network carries them out within minutes.',
      empty: 'No SIM cards yet.',
      loadError: 'The SIM cards could not be loaded.',
      thisMonth: 'This month',
      data: 'Data used this month',
      usage: '{{data}} of {{cap}} MB · {{voice}} min · {{sms}} SMS',
      limit: 'Data limit {{mb}} MB per month',
      pending: 'Being carried out: {{action}}',
      action: { suspend: 'Suspend', unsuspend: 'Resume', swap: 'Swap SIM', data_limit: 'Data limit' },
      swap: {
        title: 'Swap the SIM card of {{number}}',
        label: 'ICCID of the new SIM card',
        hint: 'The 19 or 20 digits on the new card, starting with 89. The number stays the same.',
        submit: 'Swap SIM',
      },
      data_limit: {
        title: 'Data limit of {{number}}',
        label: 'Data limit (MB per month)',
        hint: 'Leave empty for no limit beyond the bundle.',
        submit: 'Save limit',
      },
    },
    internet: {
      intro:
        'Check which internet connections can be delivered at an address, order one for a wish date and follow its delivery.',
      check: {
        title: 'Availability at an address',
        postcode: 'Postcode',
        houseNumber: 'House number',
        addition: 'Addition',
        submit: 'Check availability',
        unknown: 'The carrier knows no such address. Check the postcode and house number.',
        nothing: 'No connection can be delivered at this address.',
        networks: 'Networks at this address',
        packages: 'Packages',
        speed: '{{down}} Mbit/s down · {{up}} Mbit/s up',
        notSold: 'Not sold to this company',
        loadError: 'The availability could not be checked.',
      },
      order: {
        title: 'Order {{name}}',
        choose: 'Order',
        period: 'Billing period',
        wishDate: 'Wish date',
        wishDateHint: 'The carrier plans delivery on this day or its first possible day after it.',
        submit: 'Put in cart',
        chooseCompany: 'Choose a company (top of the page) to order for.',
      },
      lines: {
        title: 'Internet lines',
        empty: 'No internet lines yet.',
        loadError: 'The internet lines could not be loaded.',
        wishDate: 'Wish date {{date}}',
        plannedDate: 'Delivery planned on {{date}}',
        carrierOrder: 'Carrier order {{id}}',
        pending: 'not yet',
      },
    },
  },
}

export default en
