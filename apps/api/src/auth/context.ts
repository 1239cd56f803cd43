import type { Access } from '@portico/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { JWTPayload } from 'jose'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/client.ts'
import { companies, memberships } from '../db/schema/index.ts'
import { BadRequest, Forbidden, platformTexts, Unauthorized } from '../lib/errors.ts'
import type { Platform } from '../platform.ts'
import {
  organizationRefs,
  stringList,
  syncOrganizations,
  type UserRow,
  UUID,
  upsertUser,
} from './identity.ts'
import { grantAlive, recordSignIn } from './sessions.ts'
import { claimAt } from './tokenVerifier.ts'
import { visibleCompany } from './visibility.ts'

export type { UserRow } from './identity.ts'
export type MembershipInfo = {
  company_id: string
  company_name: string
  company_kind: string
  role: string
  /** The provider at the root of this company's tree. */
  provider_id: string
}

/**
 * What every service and repository receives: who asks, which companies they may see, the database
 * (a transaction inside `transaction`) and the platform's adapters and settings.
 */
export type RequestContext = {
  requestId: string
  ip: string
  user: UserRow
  roles: string[]
  access: Access
  isSuperAdmin: boolean
  isStaff: boolean
  memberships: MembershipInfo[]
  /** The company chosen with X-Company, or null ("Global", or "Admin" for a super-admin). */
  scopeCompanyId: string | null
  /** Roots of the visible company subtrees; null means every company (super-admin, no scope). */
  visibleRoots: string[] | null
  /**
   * The provider whose portal this request is in: the root above the scope, else the caller's own
   * provider (staff) or the provider above their first company, else (a super-admin without a
   * membership) the oldest provider. Null only when no provider exists yet.
   */
  providerId: string | null
  /**
   * Whose books this request keeps (issue 25 item 9): the provider for its staff; for a reseller's
   * admin or billing member, the reseller in scope (without a scope, their reseller). Null for
   * everyone else: they have no books, only their own documents in Finances.
   */
  issuerId: string | null
  /** The embedded IdP's grant of the caller's sign-in session (its access token's `grant_id`); null otherwise. */
  grantId: string | null
  db: Db
  platform: Platform
  /** Runs `fn` in one database transaction; the context it receives reads and writes through it. */
  transaction<T>(fn: (tx: RequestContext) => Promise<T>): Promise<T>
}

type Tenancy = Omit<RequestContext, 'db' | 'transaction' | 'platform'>

/** The same request on another database handle (a transaction). */
export function withDatabase(ctx: Tenancy & { platform: Platform }, db: Db): RequestContext {
  return {
    ...ctx,
    db,
    transaction: (fn) => db.transaction((tx) => fn(withDatabase(ctx, tx))),
  }
}

export type ClaimMapping = {
  issuer: string
  rolesClaim: string
  organizationsClaim: string
  superAdminRole: string
  /** External IdPs: organizations in the token add memberships. The embedded IdP reads memberships itself. */
  syncOrganizations: boolean
}

/** Builds request contexts. Caches are short-lived so that several instances converge within seconds. */
export function createContextResolver(db: Db, platform: Platform, mapping: ClaimMapping) {
  const byToken = new LRUCache<string, { user: UserRow; roles: string[]; grantId: string | null }>({
    max: 10_000,
    ttl: 60_000,
  })
  const tenancy = new LRUCache<string, MembershipInfo[]>({ max: 10_000, ttl: 5_000 })
  const liveGrants = new LRUCache<string, boolean>({ max: 10_000, ttl: 5_000 })
  let oldestProvider: string | null = null

  async function identify(token: string, claims: JWTPayload, seenFrom: { ip: string; userAgent?: string }) {
    const cached = byToken.get(token)
    if (cached) return cached
    const grantId = typeof claims.grant_id === 'string' ? claims.grant_id : null
    const roles = stringList(claimAt(claims, mapping.rolesClaim))
    const user = await upsertUser(db, mapping.issuer, claims, roles)
    // The session was used: its "last seen" moves (once per access token, about every 15 minutes).
    if (grantId) await recordSignIn(db, { grantId, accountId: user.subject, ...seenFrom })
    if (user.disabled_at) throw new Unauthorized(platformTexts.accountDisabled)
    if (mapping.syncOrganizations) {
      await syncOrganizations(db, user.id, organizationRefs(claimAt(claims, mapping.organizationsClaim)))
    }
    const identity = { user, roles, grantId }
    byToken.set(token, identity)
    return identity
  }

  /** Whether a sign-in session's grant still lives, asked again after a few seconds (every instance converges). */
  async function sessionLives(grantId: string): Promise<boolean> {
    const known = liveGrants.get(grantId)
    if (known !== undefined) return known
    const alive = await grantAlive(db, grantId)
    liveGrants.set(grantId, alive)
    return alive
  }

  async function membershipsOf(userId: string) {
    const cached = tenancy.get(userId)
    if (cached) return cached
    const rows = await db
      .select({
        company_id: memberships.company_id,
        company_name: companies.name,
        company_kind: companies.kind,
        role: memberships.role,
        provider_id: sql<string>`${companies.lineage}[1]`,
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.company_id))
      .where(and(eq(memberships.user_id, userId), isNull(companies.archived_at)))
      .orderBy(companies.name)
    tenancy.set(userId, rows)
    return rows
  }

  /** The provider above a company the caller may see, or null when it is not visible. */
  async function visibleProviderOf(roots: string[] | null, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ provider_id: sql<string>`${companies.lineage}[1]` })
      .from(companies)
      .where(and(eq(companies.id, companyId), visibleCompany({ visibleRoots: roots })))
    return row?.provider_id ?? null
  }

  async function firstProvider(): Promise<string | null> {
    if (oldestProvider) return oldestProvider
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.kind, 'provider'))
      .orderBy(asc(companies.created_at))
      .limit(1)
    oldestProvider = row?.id ?? null
    return oldestProvider
  }

  return {
    invalidate() {
      tenancy.clear()
      byToken.clear()
      oldestProvider = null
    },
    async resolve(input: {
      token: string
      claims: JWTPayload
      companyHeader?: string
      requestId: string
      ip: string
      userAgent?: string
    }): Promise<RequestContext> {
      const { user, roles, grantId } = await identify(input.token, input.claims, input)
      // A token of a sign-in session that has ended (sign-out, a password change) is refused.
      if (grantId && !(await sessionLives(grantId))) throw new Unauthorized(platformTexts.sessionEnded)
      const mine = await membershipsOf(user.id)
      const isSuperAdmin = roles.includes(mapping.superAdminRole)
      const isStaff = isSuperAdmin || mine.some((m) => m.company_kind === 'provider')
      const access: Access = isSuperAdmin ? 'super-admin' : isStaff ? 'staff' : 'user'
      let visibleRoots: string[] | null = isSuperAdmin ? null : mine.map((m) => m.company_id)
      let scopeCompanyId: string | null = null
      let providerId: string | null = null
      if (input.companyHeader !== undefined) {
        if (!UUID.test(input.companyHeader)) throw new BadRequest(platformTexts.companyHeaderFormat)
        providerId = await visibleProviderOf(visibleRoots, input.companyHeader)
        if (!providerId) throw new Forbidden(platformTexts.companyHeaderForeign)
        scopeCompanyId = input.companyHeader
        visibleRoots = [input.companyHeader]
      }
      providerId ??=
        mine.find((m) => m.company_kind === 'provider')?.company_id ??
        mine[0]?.provider_id ??
        (await firstProvider())
      const issuerId = isStaff ? providerId : resellerBooks(mine, scopeCompanyId)
      const tenancyOfRequest: Tenancy = {
        requestId: input.requestId,
        ip: input.ip,
        user,
        roles,
        access,
        isSuperAdmin,
        isStaff,
        memberships: mine,
        scopeCompanyId,
        visibleRoots,
        providerId,
        issuerId,
        grantId,
      }
      return withDatabase({ ...tenancyOfRequest, platform }, db)
    },
  }
}

/** The reseller whose books a company user keeps: one where they are admin or billing, the one in scope if any. */
function resellerBooks(mine: MembershipInfo[], scopeCompanyId: string | null): string | null {
  const keeper = mine.find(
    (m) =>
      m.company_kind === 'reseller' &&
      (m.role === 'admin' || m.role === 'billing') &&
      (scopeCompanyId === null || m.company_id === scopeCompanyId),
  )
  return keeper?.company_id ?? null
}
