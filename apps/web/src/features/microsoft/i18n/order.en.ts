/** The Microsoft 365 order page. order.nl.ts has the same keys (checked by its type). */
const en = {
  microsoftOrder: {
    intro: 'Microsoft 365 licences for one of your tenants, through the cart. Billed per user.',
    chooseCompany: 'Choose the company you order for in the company switcher first.',
    noTenant: 'Microsoft 365 is ordered for a tenant. Create or link your company’s tenant first.',
    toTenants: 'Go to the tenants',
    tenant: 'Tenant',
    product: 'Product',
    from: 'from {{price}} per user per month',
    term: 'Term',
    termHint: {
      P1M: 'Cancel monthly; seats can be removed within 7 days of purchase.',
      P1Y: 'You commit for a year; seats can be added any time and removed only within 7 days.',
      P3Y: 'You commit for three years; seats can be added any time and removed only within 7 days.',
    },
    billing: 'Billing',
    perPeriod: { monthly: '{{price}} per user per month', annual: '{{price}} per user per year' },
    seats: 'Users (seats)',
    total: '{{total}} per {{period}} for {{seats}} users, excluding VAT',
    period: { monthly: 'month', annual: 'year' },
    submit: 'Add to cart',
    noOffers: 'No Microsoft 365 products can be ordered for this company.',
    loading: 'Loading the Microsoft 365 products…',
    loadError: 'The Microsoft 365 products could not be loaded.',
  },
}

export type MicrosoftOrderTranslation = typeof en
export default en
