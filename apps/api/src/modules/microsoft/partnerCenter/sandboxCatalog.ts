import type { NceBilling, NceTerm } from '@portico/domain'
import type { PcCatalogItem, PcTerm } from './adapter.ts'

/** Microsoft's integration sandbox limits, which the sandbox keeps too. */
export const SANDBOX_LIMITS = { customers: 75, subscriptionsPerCustomer: 5, licensesPerSubscription: 25 }

/** A seat's price per month (EUR cents) on a monthly term; a year's commitment is 5% cheaper. */
function terms(monthMinor: number): PcTerm[] {
  const annualMonth = Math.round(monthMinor * 0.95)
  const term = (duration: NceTerm, billingCycle: NceBilling, months: number, perMonth: number): PcTerm => ({
    duration,
    billingCycle,
    unitPriceMinor: perMonth * months,
    currency: 'EUR',
  })
  return [
    term('P1M', 'monthly', 1, monthMinor),
    term('P1Y', 'monthly', 12, annualMonth),
    term('P1Y', 'annual', 12, annualMonth),
    term('P3Y', 'monthly', 36, annualMonth),
    term('P3Y', 'annual', 36, annualMonth),
  ]
}

/** The sandbox's catalogue: real product and SKU ids of Microsoft 365's business plans. */
export const SANDBOX_CATALOG: PcCatalogItem[] = [
  {
    catalogItemId: 'CFQ7TTC0LH18:0001:CFQ7TTC0K5BF',
    productId: 'CFQ7TTC0LH18',
    skuId: '0001',
    title: 'Microsoft 365 Business Basic',
    graphSkuId: '3b555118-da6a-4418-894f-7df1e2096870',
    skuPartNumber: 'O365_BUSINESS_ESSENTIALS',
    terms: terms(560),
  },
  {
    catalogItemId: 'CFQ7TTC0LDPB:0001:CFQ7TTC0K5DJ',
    productId: 'CFQ7TTC0LDPB',
    skuId: '0001',
    title: 'Microsoft 365 Business Standard',
    graphSkuId: 'f245ecc8-75af-4f8e-b61f-27d8114de5f3',
    skuPartNumber: 'O365_BUSINESS_PREMIUM',
    terms: terms(1170),
  },
  {
    catalogItemId: 'CFQ7TTC0LCHC:0002:CFQ7TTC0K5H1',
    productId: 'CFQ7TTC0LCHC',
    skuId: '0002',
    title: 'Microsoft 365 Business Premium',
    graphSkuId: 'cbdc14ab-d96c-4c30-b9f4-6ada7cdc1d46',
    skuPartNumber: 'SPB',
    terms: terms(2060),
  },
  {
    catalogItemId: 'CFQ7TTC0LFLX:0001:CFQ7TTC0KDQ1',
    productId: 'CFQ7TTC0LFLX',
    skuId: '0001',
    title: 'Microsoft 365 E3',
    graphSkuId: '05e9a617-0261-4cee-bb44-138d3ef5d965',
    skuPartNumber: 'SPE_E3',
    terms: terms(3370),
  },
  {
    catalogItemId: 'CFQ7TTC0LH16:0001:CFQ7TTC0K5F3',
    productId: 'CFQ7TTC0LH16',
    skuId: '0001',
    title: 'Exchange Online (Plan 1)',
    graphSkuId: '4b9405b0-7788-4568-add1-99614e613b69',
    skuPartNumber: 'EXCHANGESTANDARD',
    terms: terms(370),
  },
]

export function sandboxCatalogItem(catalogItemId: string): PcCatalogItem | undefined {
  return SANDBOX_CATALOG.find((i) => i.catalogItemId === catalogItemId)
}

/** The catalogue item of a SKU (productId:skuId), as a scheduled SKU change names it. */
export function sandboxSku(skuId: string): PcCatalogItem | undefined {
  return SANDBOX_CATALOG.find((i) => `${i.productId}:${i.skuId}` === skuId)
}
