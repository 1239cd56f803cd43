import type { SearchHit } from '@portico/contracts'
import { type AnyColumn, and, eq, ilike, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import {
  companies,
  contacts,
  documents,
  domains,
  memberships,
  microsoftSubscriptions,
  microsoftTenants,
  orders,
  services,
  tickets,
  users,
} from '../../db/schema/index.ts'
import { queryRowsPrepared } from '../../lib/sql.ts'
import { documentScope } from '../billing/documents.repository.ts'

export type SearchKind = SearchHit['kind']

/** Hits per kind at most; the service ranks them together. */
const PER_KIND = 5

export type FoundRow = {
  kind: SearchKind
  id: string
  title: string
  subtitle: string | null
  /** The company the record belongs to, and its kind (links to its pages). */
  company_id: string | null
  company_kind: string | null
  /** 0: the title is the query, 1: it starts with it, 2: it holds it elsewhere. */
  rank: number
  /** The hit's place within its kind (1 first): by rank, then the kind's own order. */
  place: number
  /** What else the kind needs: a document's kind. */
  extra: string | null
}

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** How well `column` matches: the query itself, its start, or anywhere. */
const rankOf = (column: AnyColumn | SQL, query: string) =>
  sql<number>`case when lower(${column}) = lower(${query}) then 0
    when lower(${column}) like lower(${`${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) then 1 else 2 end`

/**
 * The company a hit belongs to, joined once: the caller must see it (the visibility condition is on
 * this row), its name is the default subtitle and its kind makes the link.
 */
const owner = alias(companies, 'owner')

/** One kind's records: what a hit shows, which rows match, and their order (rank, then `tieBreak`). */
type Source = {
  table: PgTable
  id: PgColumn
  title: PgColumn | SQL<string>
  /** The owning company's id (a column, or a subquery that picks one); the subtitle defaults to its name. */
  company: PgColumn | SQL<string> | null
  subtitle?: PgColumn | SQL<string> | null
  companyKind?: PgColumn
  rank: SQL<number>
  extra?: PgColumn
  where: SQL | undefined
  tieBreak: PgColumn
}

const nothing = sql<null>`null`

/** One kind's query, not run: its best PER_KIND hits, every column named (they meet in one union). */
function found(ctx: RequestContext, s: Source) {
  const subtitle = s.subtitle === undefined && s.company ? owner.name : (s.subtitle ?? nothing)
  const query = ctx.db
    .select({
      id: sql<string>`${s.id}`.as('id'),
      title: sql<string>`${s.title}`.as('title'),
      subtitle: sql<string | null>`${subtitle}`.as('subtitle'),
      company_id: sql<
        string | null
      >`${s.company && s.table !== companies ? owner.id : (s.company ?? nothing)}`.as('company_id'),
      company_kind: sql<string | null>`${s.companyKind ?? (s.company ? owner.kind : nothing)}`.as(
        'company_kind',
      ),
      rank: sql<number>`${s.rank}`.as('rank'),
      place: sql<number>`row_number() over (order by ${s.rank}, ${s.tieBreak})`.as('place'),
      extra: sql<string | null>`${s.extra ?? nothing}`.as('extra'),
    })
    .from(s.table)
    .$dynamic()
  const joined = s.company && s.table !== companies ? query.innerJoin(owner, eq(owner.id, s.company)) : query
  return joined.where(s.where).orderBy(s.rank, s.tieBreak).limit(PER_KIND)
}

const companiesFound = (ctx: RequestContext, query: string) =>
  found(ctx, {
    table: companies,
    id: companies.id,
    title: companies.name,
    company: companies.id,
    subtitle: companies.kind,
    companyKind: companies.kind,
    rank: rankOf(companies.name, query),
    where: and(
      visibleCompany(ctx),
      // The customer list's trigram-indexed text: number, name, e-mail, VAT id and city.
      sql`company_search_text(${companies.number}, ${companies.name}, ${companies.billing_email}, ${companies.vat_id}, ${companies.address_city}) like ${likePattern(query.toLowerCase())}`,
    ),
    tieBreak: companies.name,
  })

/**
 * The company a person is shown under: of their companies that the caller sees (not archived), the
 * first by name. A person in none of them has none, and the join on it leaves them out.
 */
const shownUnder = (ctx: RequestContext) =>
  sql<string>`(select ${memberships.company_id} from ${memberships} join ${companies} on ${companies.id} = ${memberships.company_id}
    where ${memberships.user_id} = ${users.id} and ${visibleCompany(ctx)} and ${isNull(companies.archived_at)}
    order by ${companies.name} limit 1)`

const peopleFound = (ctx: RequestContext, query: string) =>
  found(ctx, {
    table: users,
    id: users.id,
    title: users.display_name,
    company: shownUnder(ctx),
    subtitle: users.email,
    rank: rankOf(users.display_name, query),
    where: or(ilike(users.display_name, likePattern(query)), ilike(users.email, likePattern(query))),
    tieBreak: users.display_name,
  })

const contactsFound = (ctx: RequestContext, query: string) =>
  found(ctx, {
    table: contacts,
    id: contacts.id,
    title: contacts.full_name,
    company: contacts.company_id,
    rank: rankOf(contacts.full_name, query),
    where: and(
      visibleCompany(ctx, owner),
      or(ilike(contacts.full_name, likePattern(query)), ilike(contacts.email, likePattern(query))),
    ),
    tieBreak: contacts.full_name,
  })

/** Invoices, quotes and credit notes by number: staff their provider's (drafts have no number), customers issued ones. */
const documentsFound = (ctx: RequestContext, query: string) =>
  found(ctx, {
    table: documents,
    id: documents.id,
    title: sql<string>`${documents.number}`,
    company: documents.customer_id,
    rank: rankOf(documents.number, query),
    extra: documents.kind,
    where: and(
      documentScope(ctx, ctx.isStaff ? 'staff' : 'customer'),
      ilike(documents.number, likePattern(query)),
    ),
    tieBreak: documents.number,
  })

/** A record of a company's own found by one column that holds the query. */
const ownRecordsFound = (
  ctx: RequestContext,
  query: string,
  table: PgTable & { id: PgColumn; company_id: PgColumn },
  name: PgColumn,
  more: Partial<Source> = {},
) =>
  found(ctx, {
    table,
    id: table.id,
    title: name,
    company: table.company_id,
    rank: rankOf(name, query),
    tieBreak: name,
    ...more,
    where: and(visibleCompany(ctx, owner), more.where ?? ilike(name, likePattern(query))),
  })

const ordersFound = (ctx: RequestContext, query: string) => ownRecordsFound(ctx, query, orders, orders.number)

/** Services by name; a domain's service is found as the domain. */
const servicesFound = (ctx: RequestContext, query: string) =>
  ownRecordsFound(ctx, query, services, services.name, {
    extra: services.type,
    where: and(ne(services.type, 'domains.tld'), ilike(services.name, likePattern(query))),
  })

const domainsFound = (ctx: RequestContext, query: string) =>
  ownRecordsFound(ctx, query, domains, domains.name)

/** The subject holds the query (its trigram index is on the lower-cased subject). */
const subjectHolds = (query: string) =>
  sql`lower(${tickets.subject}) like ${likePattern(query.toLowerCase())}`

/** Tickets by subject, or by number ("1234" or "#1234"). */
function ticketsFound(ctx: RequestContext, query: string) {
  const number = /^#?(\d{1,9})$/.exec(query)?.[1]
  return ownRecordsFound(ctx, query, tickets, tickets.subject, {
    subtitle: sql<string>`'#' || ${tickets.number} || ' · ' || ${owner.name}`,
    rank: number
      ? sql<number>`case when ${tickets.number} = ${Number(number)} then 0 else 2 end`
      : rankOf(tickets.subject, query),
    where: number ? or(eq(tickets.number, Number(number)), subjectHolds(query)) : subjectHolds(query),
    tieBreak: tickets.number,
  })
}

/** Microsoft tenants by name or onmicrosoft domain. */
const tenantsFound = (ctx: RequestContext, query: string) =>
  ownRecordsFound(ctx, query, microsoftTenants, microsoftTenants.name, {
    subtitle: microsoftTenants.domain,
    where: or(
      ilike(microsoftTenants.name, likePattern(query)),
      ilike(microsoftTenants.domain, likePattern(query)),
    ),
  })

/** Microsoft subscriptions by the name they were linked with (its offer's, or the ordered service's). */
const subscriptionsFound = (ctx: RequestContext, query: string) =>
  ownRecordsFound(ctx, query, microsoftSubscriptions, microsoftSubscriptions.name)

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
  microsoft_subscription: subscriptionsFound,
} satisfies Record<SearchKind, (ctx: RequestContext, query: string) => SQLWrapper>

/** The columns of a hit, of one type whatever the kind (ids are uuid in one table, text in another). */
const HIT_COLUMNS = sql.raw(
  'id::text, title::text, subtitle::text, company_id::text, company_kind::text, rank::int, place::int, extra::text',
)

/**
 * The records of every kind whose name (number, subject …) holds the query, each kind's best few,
 * in one statement (one round trip and one plan, not one per kind), prepared: the text varies only
 * with the caller's visibility shape and whether the query is a ticket number.
 */
export async function findAll(ctx: RequestContext, query: string): Promise<FoundRow[]> {
  const kinds = Object.entries(SOURCES) as [SearchKind, (typeof SOURCES)[SearchKind]][]
  const branches = kinds.map(
    ([kind, source]) => sql`(select ${kind}::text as kind, ${HIT_COLUMNS} from (${source(ctx, query)}) hits)`,
  )
  return queryRowsPrepared<FoundRow>(ctx.db, sql.join(branches, sql` union all `))
}
