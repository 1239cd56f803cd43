import { addDays } from '@portico/domain'
import type { Db } from '../client.ts'
import {
  domainContacts,
  domainPresets,
  domains,
  domainZones,
  registrySandboxContacts,
  registrySandboxDomains,
} from '../schema/index.ts'
import { seedDomainServices } from './domainServices.ts'

type Contact = {
  company: string
  handle: string
  name: string
  organization: string
  street: string
  postal: string
  city: string
  email: string
  voice: string
  legalForm: string
}
// biome-ignore format: one contact per row
const CONTACTS: Contact[] = [
  { company: 'Acme B.V.', handle: 'PT-ACME0001', name: 'Anna de Vries', organization: 'Acme B.V.', street: 'Oudegracht 120', postal: '3511 AZ', city: 'Utrecht', email: 'domains@acme.example', voice: '+31.302345678', legalForm: 'BV' },
  { company: 'Globex Ltd', handle: 'PT-GLBX0001', name: 'Hank Scorpio', organization: 'Globex Ltd', street: 'Keizersgracht 300', postal: '1016 EZ', city: 'Amsterdam', email: 'it@globex.example', voice: '+31.205551234', legalForm: 'ANDERS' },
  { company: 'Initech', handle: 'PT-INTC0001', name: 'Bill Lumbergh', organization: 'Initech', street: 'Stationsplein 5', postal: '3511 ED', city: 'Utrecht', email: 'hostmaster@initech.example', voice: '+31.307654321', legalForm: 'BV' },
]

type Name = [
  name: string,
  company: string,
  status: 'active' | 'pending_transfer' | 'grace' | 'redemption',
  expiresInDays: number | null,
]
const NAMES: Name[] = [
  ['acme-corp.nl', 'Acme B.V.', 'active', 200],
  ['acme-shop.com', 'Acme B.V.', 'active', 20],
  ['globex.eu', 'Globex Ltd', 'active', 310],
  ['globex-labs.com', 'Globex Ltd', 'pending_transfer', null],
  ['globex-archive.com', 'Globex Ltd', 'redemption', -45],
  ['initech.nl', 'Initech', 'active', 75],
  ['initech-tps.com', 'Initech', 'grace', -10],
]
const NAMESERVERS = ['ns1.portico-dns.example', 'ns2.portico-dns.example', 'ns3.portico-dns.example']
const ZONE = [
  { name: '@', type: 'A', content: '192.0.2.10', ttl: 3600, priority: null },
  { name: 'www', type: 'CNAME', content: 'acme-corp.nl.', ttl: 3600, priority: null },
  { name: '@', type: 'MX', content: 'acme-corp-nl.mail.protection.outlook.com', ttl: 3600, priority: 0 },
  {
    name: '@',
    type: 'TXT',
    content: 'v=spf1 include:spf.protection.outlook.com -all',
    ttl: 3600,
    priority: null,
  },
]

/**
 * Demo domains in the states a newcomer should see (active, expiring within 30 days, in transfer,
 * expired in grace, in redemption), each billed by its service, with contact handles, a zone and a preset; the sandbox registry holds the same
 * names, so changing them in the portal works at once.
 */
export async function seedDomainNames(
  db: Db,
  providerId: string,
  companyId: (name: string) => string,
  today: string,
) {
  // Initech is Resell IT's customer: its domains are sold by the reseller.
  const resellerOf = (id: string) => (id === companyId('Initech') ? companyId('Resell IT B.V.') : null)
  const contacts = await db
    .insert(domainContacts)
    .values(
      CONTACTS.map((c) => ({
        company_id: companyId(c.company),
        handle: c.handle,
        name: c.name,
        organization: c.organization,
        address_lines: [c.street],
        postal_code: c.postal,
        city: c.city,
        country: 'NL',
        email: c.email,
        voice: c.voice,
        properties: { sidn: { legalForm: c.legalForm } },
      })),
    )
    .returning({
      id: domainContacts.id,
      company_id: domainContacts.company_id,
      handle: domainContacts.handle,
    })
  const contactOf = (company: string) => contacts.find((c) => c.company_id === companyId(company))
  await db.insert(registrySandboxContacts).values(
    CONTACTS.map((c) => ({
      handle: c.handle,
      contact: {
        name: c.name,
        organization: c.organization,
        addressLine: [c.street],
        postalCode: c.postal,
        city: c.city,
        country: 'NL',
        email: c.email,
        voice: c.voice,
      },
    })),
  )
  const rows = await db
    .insert(domains)
    .values(
      NAMES.map(([name, company, status, days]) => {
        const contact = contactOf(company)?.id ?? null
        return {
          provider_id: providerId,
          company_id: companyId(company),
          name,
          tld: name.slice(name.indexOf('.') + 1),
          status,
          registrar: 'sandbox',
          expires_on: days === null ? null : addDays(today, days),
          transfer_lock: !name.endsWith('.nl'),
          nameservers: NAMESERVERS.slice(0, 2),
          registrant_id: contact,
          admin_id: contact,
          tech_id: contact,
          billing_id: contact,
        }
      }),
    )
    .returning({
      id: domains.id,
      name: domains.name,
      company_id: domains.company_id,
      status: domains.status,
      expires_on: domains.expires_on,
    })
  await seedDomainServices(db, providerId, resellerOf, rows)
  await db.insert(registrySandboxDomains).values(
    NAMES.filter(([, , status]) => status !== 'pending_transfer').map(([name, company, , days]) => {
      const handle = contactOf(company)?.handle ?? ''
      return {
        name,
        registrant: handle,
        contacts: ['ADMIN', 'TECH', 'BILLING'].map((role) => ({ role, handle })),
        ns: NAMESERVERS.slice(0, 2),
        status: name.endsWith('.nl') ? ['OK'] : ['CLIENT_TRANSFER_PROHIBITED'],
        auth_code: `Demo-${name.length}x${name.charCodeAt(0)}!`,
        expires_on: addDays(today, days ?? 0),
      }
    }),
  )
  const acme = rows.find((r) => r.name === 'acme-corp.nl')
  if (acme) await db.insert(domainZones).values({ domain_id: acme.id, records: ZONE })
  const acmeContact = contactOf('Acme B.V.')?.id ?? null
  await db.insert(domainPresets).values({
    company_id: companyId('Acme B.V.'),
    name: 'Acme standard',
    nameservers: NAMESERVERS.slice(0, 2),
    dns_template: ZONE.filter((r) => r.type !== 'CNAME'),
    registrant_id: acmeContact,
    admin_id: acmeContact,
    tech_id: acmeContact,
    billing_id: acmeContact,
  })
}
