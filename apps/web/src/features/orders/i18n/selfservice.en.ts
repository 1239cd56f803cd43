/** The self-service page. selfservice.nl.ts has the same keys (checked by its type). */
const en = {
  selfservice: {
    intro: 'Everything you can change or order yourself, without waiting for us.',
    change: 'Change what you have',
    order: 'Order something new',
    none: 'Nothing of this kind yet.',
    loadError: 'This could not be loaded.',
    hosting: {
      title: 'Web hosting',
      hint: 'Move a site to a bigger or smaller package; the difference is charged for the rest of the period.',
      action: 'Change package',
    },
    mobile: {
      title: 'Mobile SIM cards',
      hint: 'Set or lift the monthly data limit of a SIM card.',
      limit: 'limit {{mb}} MB',
      noLimit: 'no limit',
      action: 'Change data limit',
    },
    microsoft: {
      title: 'Microsoft 365',
      hint: 'Add seats to a subscription (or remove them within the refund window).',
      seats: '{{quantity}} seats, {{assigned}} assigned',
      action: 'Add seats',
    },
    network: {
      title: 'Managed network',
      hint: 'Pause the monitoring of a device during your own maintenance.',
      devices_one: '{{count}} device',
      devices_other: '{{count}} devices',
      action: 'Open the network',
    },
    new: {
      domain: { title: 'A domain name', hint: 'Check whether a name is free and register it.' },
      internet: { title: 'An internet line', hint: 'See what can be delivered at an address and order it.' },
      hosting: { title: 'Web hosting', hint: 'A hosting package for a domain, with mailboxes.' },
      certificate: { title: 'An SSL certificate', hint: 'A certificate for a site, validated by domain.' },
      microsoft: { title: 'Microsoft 365 licences', hint: 'Licences and mailboxes for your people.' },
      aas: {
        title: 'Network, hardware or IaaS',
        hint: 'Managed devices, leased hardware and cloud capacity.',
      },
    },
  },
}

export default en
