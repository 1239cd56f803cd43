import type { SearchHit } from '@portico/contracts'
import { type AnyColumn, and, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, visibleCompany } from '../../auth/visibility.ts'
import {
  companies,
  contacts,
  documents,
  domains,
  memberships,
  microsoftTenants,
  orders,
  services,
  tickets,
  users,
} from '../../db/schema/index.ts'
import { documentScope } from '../billing/documents.repository.ts'

export type SearchKind = SearchHit['kind']

/** Hits per kind at most; the service ranks them together. */
const PER_KIND = 5

export type FoundRow = {
  id: string
  title: string
  subtitle: string | null
  /** The company the record belongs to, and its kind (links to its pages). */
  company_id: string | null
  company_kind: string | null
  /** 0: the title is the query, 1: it starts with it, 2: it holds it elsewhere. */
  rank: number
  /** What else the kind needs: a document's kind. */
  extra: string | null
}

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** How well `column` matches: the query itself, its start, or anywhere. */
const rankOf = (column: AnyColumn | SQL, query: string) =>
  sql<number>`case when lower(${column}) = lower(${query}) then 0
    when lower(${column}) like lower(${`${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) then 1 else 2 end`

const companyName = (column: AnyColumn) =>
  sql<string>`(select c.name from ${companies} c where c.id = ${column})`
const companyKind = (column: AnyColumn) =>
  sql<string>`(select c.kind from ${companies} c where c.id = ${column})`

function companiesFound(ctx: RequestContext, query: string) {
  return ctx.db
    .select({
      id: companies.id,
      title: companies.name,
      subtitle: companies.kind,
      company_id: companies.id,
      company_kind: companies.kind,
      rank: rankOf(companies.name, query),
      extra: sql<null>`null`,
    })
    .from(companies)
    .where(
      and(
        visibleCompany(ctx),
        // The customer list's trigram-indexed text: number, name, e-mail, VAT id and city.
        sql`company_search_text(${companies.number}, ${companies.name}, ${companies.billing_email}, ${companies.vat_id}, ${companies.address_city}) like ${likePattern(query.toLowerCase())}`,
      ),
    )
    .orderBy(rankOf(companies.name, query), companies.name)
    .limit(PER_KIND)
}

function peopleFound(ctx: RequestContext, query: string) {
  const pattern = likePattern(query)
  return ctx.db
    .select({
      id: users.id,
      title: users.display_name,
      subtitle: users.email,
      company_id: sql<null>`null`,
      company_kind: sql<null>`null`,
      rank: rankOf(users.display_name, query),
      extra: sql<null>`null`,
    })
    .from(users)
    .where(
      and(
        or(ilike(users.display_name, pattern), ilike(users.email, pattern)),
        sql`${users.id} in (select ${memberships.user_id} from ${memberships} join ${companies} on ${companies.id} = ${memberships.company_id} where ${visibleCompany(ctx)} and ${isNull(companies.archived_at)})`,
      ),
    )
    .orderBy(rankOf(users.display_name, query), users.display_name)
    .limit(PER_KIND)
}

function contactsFound(ctx: RequestContext, query: string) {
  const pattern = likePattern(query)
  return ctx.db
    .select({
      id: contacts.id,
      title: contacts.full_name,
      subtitle: companyName(contacts.company_id),
      company_id: contacts.company_id,
      company_kind: companyKind(contacts.company_id),
      rank: rankOf(contacts.full_name, query),
      extra: sql<null>`null`,
    })
    .from(contacts)
    .where(
      and(
        ownedByVisibleCompany(ctx, contacts.company_id),
        or(ilike(contacts.full_name, pattern), ilike(contacts.email, pattern)),
      ),
    )
    .orderBy(rankOf(contacts.full_name, query), contacts.full_name)
    .limit(PER_KIND)
}

/** Invoices, quotes and credit notes by number: staff their provider's (drafts have no number), customers issued ones. */
function documentsFound(ctx: RequestContext, query: string) {
  return ctx.db
    .select({
      id: documents.id,
      title: sql<string>`${documents.number}`,
      subtitle: companyName(documents.customer_id),
      company_id: documents.customer_id,
      company_kind: companyKind(documents.customer_id),
      rank: rankOf(documents.number, query),
      extra: documents.kind,
    })
    .from(documents)
    .where(
      and(
        documentScope(ctx, ctx.isStaff ? 'staff' : 'customer'),
        ilike(documents.number, likePattern(query)),
      ),
    )
    .orderBy(rankOf(documents.number, query), documents.number)
    .limit(PER_KIND)
}

function ordersFound(ctx: RequestContext, query: string) {
  return ctx.db
    .select({
      id: orders.id,
      title: orders.number,
      subtitle: companyName(orders.company_id),
      company_id: orders.company_id,
      company_kind: companyKind(orders.company_id),
      rank: rankOf(orders.number, query),
      extra: sql<null>`null`,
    })
    .from(orders)
    .where(and(ownedByVisibleCompany(ctx, orders.company_id), ilike(orders.number, likePattern(query))))
    .orderBy(rankOf(orders.number, query), orders.number)
    .limit(PER_KIND)
}

/** Services by name; a domain's service is found as the domain. */
function servicesFound(ctx: RequestContext, query: string) {
  return ctx.db
    .select({
      id: services.id,
      title: services.name,
      subtitle: companyName(services.company_id),
      company_id: services.company_id,
      company_kind: companyKind(services.company_id),
      rank: rankOf(services.name, query),
      extra: services.type,
    })
    .from(services)
    .where(
      and(
        ownedByVisibleCompany(ctx, services.company_id),
        ne(services.type, 'domains.tld'),
        ilike(services.name, likePattern(query)),
      ),
    )
    .orderBy(rankOf(services.name, query), services.name)
    .limit(PER_KIND)
}

function domainsFound(ctx: RequestContext, query: string) {
  return ctx.db
    .select({
      id: domains.id,
      title: domains.name,
      subtitle: companyName(domains.company_id),
      company_id: domains.company_id,
      company_kind: companyKind(domains.company_id),
      rank: rankOf(domains.name, query),
      extra: sql<null>`null`,
    })
    .from(domains)
    .where(and(ownedByVisibleCompany(ctx, domains.company_id), ilike(domains.name, likePattern(query))))
    .orderBy(rankOf(domains.name, query), domains.name)
    .limit(PER_KIND)
}

/** The subject holds the query (its trigram index is on the lower-cased subject). */
const subjectHolds = (query: string) =>
  sql`lower(${tickets.subject}) like ${likePattern(query.toLowerCase())}`

/** Tickets by subject, or by number ("1234" or "#1234"). */
function ticketsFound(ctx: RequestContext, query: string) {
  const number = /^#?(\d{1,9})$/.exec(query)?.[1]
  const rank = number
    ? sql<number>`case when ${tickets.number} = ${Number(number)} then 0 else 2 end`
    : rankOf(tickets.subject, query)
  return ctx.db
    .select({
      id: tickets.id,
      title: tickets.subject,
      subtitle: sql<string>`'#' || ${tickets.number} || ' · ' || ${companyName(tickets.company_id)}`,
      company_id: tickets.company_id,
      company_kind: companyKind(tickets.company_id),
      rank,
      extra: sql<null>`null`,
    })
    .from(tickets)
    .where(
      and(
        ownedByVisibleCompany(ctx, tickets.company_id),
        number ? or(eq(tickets.number, Number(number)), subjectHolds(query)) : subjectHolds(query),
      ),
    )
    .orderBy(rank, tickets.number)
    .limit(PER_KIND)
}

/** Microsoft tenants by name or onmicrosoft domain. */
function tenantsFound(ctx: RequestContext, query: string) {
  const pattern = likePattern(query)
  return ctx.db
    .select({
      id: microsoftTenants.id,
      title: microsoftTenants.name,
      subtitle: microsoftTenants.domain,
      company_id: microsoftTenants.company_id,
      company_kind: companyKind(microsoftTenants.company_id),
      rank: rankOf(microsoftTenants.name, query),
      extra: sql<null>`null`,
    })
    .from(microsoftTenants)
    .where(
      and(
        ownedByVisibleCompany(ctx, microsoftTenants.company_id),
        or(ilike(microsoftTenants.name, pattern), ilike(microsoftTenants.domain, pattern)),
      ),
    )
    .orderBy(rankOf(microsoftTenants.name, query), microsoftTenants.name)
    .limit(PER_KIND)
}

/** Every kind the header search finds, each inside the caller's visible companies. */
const SOURCES = {
  company: companiesFound,
  user: peopleFound,
  contact: contactsFound,
  document: documentsFound,
  order: ordersFound,
  service: servicesFound,
  domain: domainsFound,
  ticket: ticketsFound,
  microsoft_tenant: tenantsFound,
} satisfies Record<SearchKind, (ctx: RequestContext, query: string) => Promise<FoundRow[]>>

export { SEARCH_HIT_KINDS as SEARCH_KINDS } from '@portico/contracts'

/** The records of one kind whose name (number, subject …) holds the query, best first. */
export function findOfKind(ctx: RequestContext, kind: SearchKind, query: string): Promise<FoundRow[]> {
  return SOURCES[kind](ctx, query)
}
