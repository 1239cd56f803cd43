import { and, eq, ne } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { visibleCompanyFilter } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies } from '../../db/schema/index.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import type { RecordKind } from '../customers/customers.repository.ts'

/** The customer or reseller that owns contacts, locations and services, when the caller may see it. */
export async function visibleParent(
  db: Db,
  ctx: RequestContext,
  kind: RecordKind,
  id: string,
  forWrite = false,
) {
  const [row] = await db
    .select({ id: companies.id, lineage: companies.lineage, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.id, id),
        eq(companies.kind, kind),
        ne(companies.kind, 'provider'),
        visibleCompanyFilter(ctx.visibleRoots),
      ),
    )
  if (!row) throw new NotFound(`${kind === 'customer' ? 'Customer' : 'Reseller'} not found.`)
  if (forWrite && !canEdit(ctx, row)) throw new Forbidden()
  return row
}
