import type { SearchHit } from '@portico/contracts'
import { and, ilike, isNull, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { companies, memberships, users } from '../../db/schema/index.ts'

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The header search over what exists so far: companies and people in the caller's scope. */
export async function search(ctx: RequestContext, query: string): Promise<SearchHit[]> {
  const pattern = likePattern(query)
  const visible = visibleCompany(ctx)
  const foundCompanies = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      archived_at: companies.archived_at,
    })
    .from(companies)
    .where(and(visible, ilike(companies.name, pattern)))
    .orderBy(companies.name)
    .limit(10)
  const people = await ctx.db
    .select({ id: users.id, name: users.display_name, email: users.email })
    .from(users)
    .where(
      and(
        or(ilike(users.display_name, pattern), ilike(users.email, pattern)),
        sql`${users.id} in (select ${memberships.user_id} from ${memberships} join ${companies} on ${companies.id} = ${memberships.company_id} where ${visible} and ${isNull(companies.archived_at)})`,
      ),
    )
    .orderBy(users.display_name)
    .limit(10)
  return [
    ...foundCompanies.map((c) => ({ kind: 'company' as const, id: c.id, title: c.name, subtitle: c.kind })),
    ...people.map((p) => ({ kind: 'user' as const, id: p.id, title: p.name, subtitle: p.email })),
  ]
}
