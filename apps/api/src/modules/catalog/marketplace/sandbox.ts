import type { CmpPage, CmpPeriod, CmpProduct, MarketplaceAdapter } from './adapter.ts'

const month: CmpPeriod = { type: 'month', duration: 1 }
const year: CmpPeriod = { type: 'year', duration: 1 }
const eur = (type: string, amount: string) => ({ type, amount, currency: 'EUR' })

/** A product of the sandbox distributor: monthly billing on an annual term unless said otherwise. */
function product(
  mpn: string,
  vendor: string,
  name: string,
  cost: string,
  msrp: string,
  more: Partial<CmpProduct> = {},
): CmpProduct {
  return {
    id: `sandbox-${mpn}`,
    mpn,
    vendor,
    name,
    minimumQuantity: 1,
    maximumQuantity: 5000,
    prices: [eur('recurring', msrp)],
    costs: [eur('recurring', cost)],
    billingPeriod: month,
    subscriptionPeriod: year,
    billingModel: 'chargeBeforeBillingPeriod',
    ...more,
  }
}

/** The sandbox distributor's catalogue: real vendors' cloud products at plausible Dutch distributor prices. */
const CATALOGUE: CmpProduct[] = [
  product(
    'ACR-CP-STD-WS',
    'Acronis',
    'Acronis Cyber Protect Cloud Standard, per workstation',
    '3.10',
    '4.50',
  ),
  product('ACR-CP-STD-SRV', 'Acronis', 'Acronis Cyber Protect Cloud Standard, per server', '17.40', '24.90'),
  product('DBX-BUS-STD', 'Dropbox', 'Dropbox Business Standard, per user', '11.20', '14.00'),
  product('VEEAM-VBM365', 'Veeam', 'Veeam Backup for Microsoft 365, per user', '1.60', '2.40'),
  product(
    'KES-CLOUD-PLUS',
    'Kaspersky',
    'Kaspersky Endpoint Security Cloud Plus, per device',
    '2.45',
    '3.60',
  ),
  product(
    'BD-GZ-BUS',
    'Bitdefender',
    'Bitdefender GravityZone Business Security, per device',
    '2.05',
    '2.95',
  ),
  product('ZOOM-PRO', 'Zoom', 'Zoom Workplace Pro, per user', '12.30', '14.99', {
    subscriptionPeriod: month,
  }),
  product('KEEPER-BUS', 'Keeper Security', 'Keeper Business, per user', '3.15', '4.25'),
  product('GWS-BUS-STD', 'Google', 'Google Workspace Business Standard, per user', '10.10', '13.60'),
  product('ADOBE-ACRO-PRO', 'Adobe', 'Adobe Acrobat Pro for teams, per user', '185.00', '239.88', {
    billingPeriod: year,
    prices: [eur('recurring', '239.88')],
    costs: [eur('recurring', '185.00')],
  }),
  product('AVEPOINT-CB-365', 'AvePoint', 'AvePoint Cloud Backup for Microsoft 365, per user', '1.85', '2.75'),
  product('SOPHOS-IX-ADV', 'Sophos', 'Sophos Intercept X Advanced, per user', '3.90', '5.60'),
]

/** The default: the distributor's catalogue from fixed data, paged as the real API pages it. */
export function sandboxMarketplace(): MarketplaceAdapter {
  return {
    mode: 'sandbox',
    async products({ offset, limit }): Promise<CmpPage<CmpProduct>> {
      return {
        data: CATALOGUE.slice(offset, offset + limit),
        pagination: { offset, limit, total: CATALOGUE.length },
      }
    },
  }
}
