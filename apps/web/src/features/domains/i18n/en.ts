/** TLD catalogue screens. nl.ts has the same keys (checked by its type). */
const en = {
  domains: {
    kind: { gtld: 'gTLD', nl: '.nl (SIDN)', cctld: 'ccTLD' },
    feature: {
      DNSSEC: 'DNSSEC',
      PRIVACY_PROTECT: 'Privacy protection',
      TRANSFER_LOCK: 'Transfer lock',
      RESTORE: 'Restore',
      IDN: 'IDN',
    },
    period: { P1Y: '1 year', P2Y: '2 years', P3Y: '3 years' },
    tlds: {
      intro:
        'The extensions customers can register, renew and transfer, with their prices and the registry’s windows after expiry.',
      tld: 'TLD',
      kind: 'Kind',
      oneYear: 'Register, 1 year',
      renewTransfer: 'Renew or transfer: {{price}}',
      noPrice: 'No 1-year price',
      windows: 'Grace / redemption',
      days: '{{grace}} / {{redemption}} days',
      features: 'Features',
      visibility: 'Visibility',
      empty: 'No TLDs in the catalogue yet.',
      loadError: 'The TLDs could not be loaded.',
      add: 'Add a TLD',
      addLabel: 'New TLD',
      addPlaceholder: 'dev',
    },
    form: {
      newTitle: '.{{tld}}: new TLD',
      newNotice: '.{{tld}} is not in the catalogue yet. Saving adds it.',
      registry: 'Registry',
      registryHint:
        'What the registry asks and offers, and how long a name stays recoverable after it expires.',
      kind: 'Kind',
      auth_code_required: 'A transfer needs an auth code',
      features: 'Features',
      grace_days: 'Grace period (days)',
      redemption_days: 'Redemption period (days)',
      quarantine_days: 'Quarantine (days)',
      pending_delete_days: 'Pending delete (days)',
      windowsHint: {
        gtld: 'After expiry the grace period lets the holder renew at the normal price; then the name is deleted and can only be restored (at the restore price) during redemption; after pending delete it is free for anyone.',
        nl: 'SIDN has no grace period: a name that is not renewed is cancelled into 40 days of quarantine, in which only the former holder can restore it (at the restore price); then it is free.',
        cctld:
          'Each ccTLD registry sets its own windows: a renewal at the normal price during grace, a restore at the restore price during redemption, then pending delete before the name is free.',
      },
      prices: 'Prices',
      pricesHint:
        'Excluding VAT: registering or renewing for that many years. A transfer costs one year’s renewal. Switch a period off to keep its price without selling it.',
      nlPricesHint: 'SIDN registers and renews .nl per year only.',
      period: 'Years',
      sell: 'Sell',
      price: 'Price',
      addCurrency: 'Add currency',
      restore: 'Restore',
      restoreHint:
        'What bringing a name back costs during redemption or quarantine. Empty: no restore in that currency.',
      restorePrice: 'Restore price ({{currency}})',
      sales: 'Sales',
      premium_cap: 'Premium cap ({{currency}})',
      premiumHint: 'The most a premium name may cost to register. Empty: premium names are not sold.',
      vat_rate_bp: 'VAT rate',
      visibility: 'Visibility',
      save: 'Save',
      saved: 'TLD saved.',
      invalid: 'Check the highlighted fields.',
      loadError: 'The TLD could not be loaded.',
      badTld: 'Use a TLD such as nl, com or co.uk.',
    },
  },
}

export type DomainsTranslation = typeof en
export default en
