import { count } from 'drizzle-orm'
import { hashPassword } from '../../idp/accounts.ts'
import { insertRow } from '../../lib/sql.ts'
import { DEFAULT_NUMBER_PATTERNS, DEFAULT_VAT_RATES } from '../../modules/billing/settings.service.ts'
import { insertCompany } from '../../modules/company/company.repository.ts'
import type { Db } from '../client.ts'
import {
  billingSettings,
  companies,
  idpAccounts,
  memberships,
  orderSettings,
  users,
} from '../schema/index.ts'
import { seedAas } from './aas.ts'
import { seedBrands } from './brands.ts'
import { seedCatalog } from './catalog.ts'
import { seedConnectivity, seedMobile, seedVoip } from './connectivity.ts'
import { seedDomainNames } from './domainNames.ts'
import { seedDomains } from './domains.ts'
import { seedHosting } from './hosting.ts'
import { seedHostingStorage } from './hostingStorage.ts'
import { seedMicrosoft } from './microsoft.ts'
import { seedMicrosoftCatalog } from './microsoftCatalog.ts'
import { seedMicrosoftPlanner } from './microsoftPlanner.ts'
import { seedSsl } from './ssl.ts'
import { DEMO_TERMS } from './terms.ts'
import { seedVps } from './vps.ts'

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'admin',
    first: 'Ada',
    last: 'Admin',
    roles: ['super-admin', 'staff'],
  },
  { email: 'jane@example.com', password: 'jane', first: 'Jane', last: 'Doe', roles: [] },
  { email: 'reseller@example.com', password: 'reseller', first: 'Rick', last: 'Reseller', roles: [] },
  { email: 'solo@example.com', password: 'solo', first: 'Sam', last: 'Solo', roles: [] },
  { email: 'initech@example.com', password: 'initech', first: 'Bill', last: 'Lumbergh', roles: [] },
] as const

const address = (street: string, postal_code: string, city: string, country: string) => ({
  address_street: street,
  address_postal_code: postal_code,
  address_city: city,
  address_country: country,
})

/** The demo's companies, each after its parent (named by `parent`). */
const DEMO_COMPANIES = [
  {
    kind: 'provider',
    name: 'Portico Demo Provider',
    parent: null,
    ...address('Keizersgracht 100', '1015 AA', 'Amsterdam', 'NL'),
    vat_id: 'NL123456789B01',
    coc_number: '12345678',
    billing_email: 'billing@portico.example',
    language: 'nl',
  },
  {
    kind: 'customer',
    name: 'Acme B.V.',
    parent: 'Portico Demo Provider',
    ...address('Stationsplein 1', '3511 ED', 'Utrecht', 'NL'),
    billing_email: 'finance@acme.example',
    coc_number: '87654321',
    language: 'nl',
  },
  {
    kind: 'customer',
    name: 'Globex Ltd',
    parent: 'Portico Demo Provider',
    ...address('1 Market Street', 'EC1A 1BB', 'London', 'GB'),
    billing_email: 'accounts@globex.example',
  },
  {
    kind: 'reseller',
    name: 'Resell IT B.V.',
    parent: 'Portico Demo Provider',
    ...address('Markt 5', '5611 EB', 'Eindhoven', 'NL'),
    billing_email: 'billing@resellit.example',
    language: 'nl',
  },
  {
    kind: 'customer',
    name: 'Initech',
    parent: 'Resell IT B.V.',
    ...address('4120 Freidrich Lane', '78744', 'Austin', 'US'),
    billing_email: 'accounts@initech.example',
  },
] as const satisfies readonly (Omit<Parameters<typeof insertCompany>[1], 'parent_id'> & {
  parent: string | null
})[]
type DemoCompany = (typeof DEMO_COMPANIES)[number]['name']

/** Demo data on first start: the companies of the README and, with the embedded IdP, their accounts. */
export async function seedDemo(
  db: Db,
  opts: { issuer: string; withAccounts: boolean; timeZone?: string },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies)
  if ((existing?.n ?? 0) > 0) return false
  const hashes = opts.withAccounts
    ? await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
    : []
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>()
    for (const { parent, ...values } of DEMO_COMPANIES) {
      const row = await insertCompany({ db: tx }, { ...values, parent_id: parent && ids.get(parent) })
      ids.set(values.name, row.id)
    }
    const id = (name: DemoCompany) => ids.get(name) ?? ''
    const providerId = id('Portico Demo Provider')
    await tx.insert(billingSettings).values({
      company_id: providerId,
      legal_name: 'Portico Demo Provider B.V.',
      address_street: 'Keizersgracht 100',
      address_postal_code: '1015 AA',
      address_city: 'Amsterdam',
      address_country: 'NL',
      vat_id: 'NL123456789B01',
      coc_number: '12345678',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      sepa_creditor_id: 'NL69ZZZ123456780000',
      email: 'billing@portico.example',
      vat_rates: DEFAULT_VAT_RATES,
      number_patterns: DEFAULT_NUMBER_PATTERNS,
    })
    // The terms a customer accepts at checkout (issue 26 item 13).
    await tx.insert(orderSettings).values({ provider_id: providerId, ...DEMO_TERMS })
    // Resell IT bills its own customers (issue 25 item 9): its legal details, IBAN and numbering.
    await tx.insert(billingSettings).values({
      company_id: id('Resell IT B.V.'),
      legal_name: 'Resell IT B.V.',
      address_street: 'Markt 5',
      address_postal_code: '5611 EB',
      address_city: 'Eindhoven',
      address_country: 'NL',
      vat_id: 'NL861234567B01',
      coc_number: '87654321',
      iban: 'NL44RABO0123456789',
      bic: 'RABONL2U',
      email: 'billing@resellit.example',
      vat_rates: DEFAULT_VAT_RATES,
      number_patterns: {
        invoice: { prefix: 'RIT-', padding: 4, yearly_reset: true },
        quote: { prefix: 'RIT-Q-', padding: 4, yearly_reset: true },
        credit_note: { prefix: 'RIT-CN-', padding: 4, yearly_reset: true },
      },
    })
    await seedCatalog(tx, providerId, id('Resell IT B.V.'))
    await seedMicrosoftCatalog(tx, providerId, id('Resell IT B.V.'))
    await seedBrands(tx, id('Resell IT B.V.'))
    await seedDomains(tx, providerId)
    await seedDomainNames(
      tx,
      providerId,
      (name) => id(name as DemoCompany),
      new Date().toISOString().slice(0, 10),
    )
    await seedSsl(tx, providerId, id('Acme B.V.'))
    await seedMicrosoft(tx, providerId, id('Acme B.V.'), {
      id: id('Initech'),
      resellerId: id('Resell IT B.V.'),
    })
    await seedMicrosoftPlanner(tx, opts.timeZone ?? 'Europe/Amsterdam', new Date())
    await seedHosting(
      tx,
      providerId,
      (name) => id(name as DemoCompany),
      new Date().toISOString().slice(0, 10),
    )
    await seedVps(tx, providerId, (name) => id(name as DemoCompany), new Date())
    await seedConnectivity(tx, providerId, id('Acme B.V.'), new Date())
    const connectivityCompanies = { acme: id('Acme B.V.'), globex: id('Globex Ltd') }
    await seedMobile(tx, providerId, connectivityCompanies, new Date())
    await seedVoip(tx, providerId, connectivityCompanies)
    const aasCompanies = { ...connectivityCompanies, initech: id('Initech') }
    await seedAas(tx, providerId, aasCompanies, new Date())
    await seedHostingStorage(tx, providerId, aasCompanies, new Date())
    if (!opts.withAccounts) return
    const companiesOf: Record<string, string[]> = {
      'admin@example.com': [providerId],
      'jane@example.com': [id('Acme B.V.'), id('Globex Ltd')],
      'reseller@example.com': [id('Resell IT B.V.')],
      'solo@example.com': [],
      'initech@example.com': [id('Initech')],
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const name = `${a.first} ${a.last}`
      const person = { display_name: name, first_name: a.first, last_name: a.last, roles: [...a.roles] }
      const account = await insertRow(tx, idpAccounts, {
        ...person,
        email: a.email,
        password_hash: hashes[i],
      })
      const user = await insertRow(tx, users, {
        ...person,
        issuer: opts.issuer,
        subject: account.id,
        email: a.email,
        username: a.email,
      })
      const ids = companiesOf[a.email] ?? []
      if (ids.length)
        await tx
          .insert(memberships)
          .values(ids.map((company_id) => ({ user_id: user.id, company_id, role: 'admin' as const })))
    }
  })
  return true
}
