import { AuthorityError, type Billable, type CaProduct, type CertificateRequest } from './adapter.ts'

/** The sandbox CA's products and its price per year (EUR cents): what a quote asks. */
export const SANDBOX_PRODUCTS: Array<CaProduct & { yearMinor: number; sanYearMinor: number }> = [
  {
    product: 'sectigo_positivessl',
    brand: 'Sectigo',
    validationType: 'DV',
    maxSans: 0,
    periods: [12, 24, 36],
    wildcard: false,
    yearMinor: 500,
    sanYearMinor: 0,
  },
  {
    product: 'sectigo_positivessl_multidomain',
    brand: 'Sectigo',
    validationType: 'DV',
    maxSans: 250,
    periods: [12, 24, 36],
    wildcard: false,
    yearMinor: 2000,
    sanYearMinor: 500,
  },
  {
    product: 'sectigo_positivessl_wildcard',
    brand: 'Sectigo',
    validationType: 'DV',
    maxSans: 0,
    periods: [12, 24, 36],
    wildcard: true,
    yearMinor: 5000,
    sanYearMinor: 0,
  },
  {
    product: 'sectigo_instantssl',
    brand: 'Sectigo',
    validationType: 'OV',
    maxSans: 0,
    periods: [12, 24],
    wildcard: false,
    yearMinor: 2500,
    sanYearMinor: 0,
  },
]

/** What the sandbox CA charges for a request: the product per year, and each extra name per year. */
export function billablesFor(request: Pick<CertificateRequest, 'product' | 'period' | 'san'>): Billable[] {
  const product = SANDBOX_PRODUCTS.find((p) => p.product === request.product)
  if (!product) throw new AuthorityError('InvalidParameter', `Unknown product ${request.product}`, 400)
  if (!product.periods.includes(request.period))
    throw new AuthorityError(
      'InvalidParameter',
      `Period ${request.period} is not offered for ${request.product}`,
      400,
    )
  const years = request.period / 12
  const billables: Billable[] = [
    {
      product: `ssl_${product.product}`,
      action: 'REQUEST',
      quantity: 1,
      amount: product.yearMinor * years,
      currency: 'EUR',
    },
  ]
  if (request.san.length && product.sanYearMinor)
    billables.push({
      product: `ssl_${product.product}`,
      action: 'EXTRA_DOMAIN',
      quantity: request.san.length,
      amount: product.sanYearMinor * years * request.san.length,
      currency: 'EUR',
    })
  return billables
}

export const sameBillables = (a: Billable[] | undefined, b: Billable[]) =>
  !!a && a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]))
