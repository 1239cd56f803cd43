import type { Access } from '@portico/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { JWTPayload } from 'jose'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/client.ts'
import { companies, memberships, users } from '../db/schema/index.ts'
import { BadRequest, Forbidden, Unauthorized } from '../lib/errors.ts'
import { sqlArray } from '../lib/sql.ts'
import { claimAt } from './tokenVerifier.ts'

export type UserRow = typeof users.$inferSelect
export type MembershipInfo = { company_id: string; company_name: string; company_kind: string; role: string }

/** What every service and repository receives: who asks, and which companies they may see. */
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
}

export type ClaimMapping = {
  issuer: string
  rolesClaim: string
  organizationsClaim: string
  superAdminRole: string
  /** External IdPs: organizations in the token add memberships. The embedded IdP reads memberships itself. */
  syncOrganizations: boolean
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Builds request contexts. Caches are short-lived so that several instances converge within seconds. */
export function createContextResolver(db: Db, mapping: ClaimMapping) {
  const byToken = new LRUCache<string, { user: UserRow; roles: string[] }>({ max: 10_000, ttl: 60_000 })
  const tenancy = new LRUCache<string, MembershipInfo[]>({ max: 10_000, ttl: 5_000 })

  async function identify(token: string, claims: JWTPayload) {
    const cached = byToken.get(token)
    if (cached) return cached
    const roles = stringList(claimAt(claims, mapping.rolesClaim))
    const user = await upsertUser(db, mapping.issuer, claims, roles)
    if (user.disabled_at) throw new Unauthorized('This account is disabled.')
    if (mapping.syncOrganizations) {
      await syncOrganizations(db, user.id, organizationRefs(claimAt(claims, mapping.organizationsClaim)))
    }
    const identity = { user, roles }
    byToken.set(token, identity)
    return identity
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
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.company_id))
      .where(and(eq(memberships.user_id, userId), isNull(companies.archived_at)))
      .orderBy(companies.name)
    tenancy.set(userId, rows)
    return rows
  }

  return {
    invalidate() {
      tenancy.clear()
      byToken.clear()
    },
    async resolve(input: {
      token: string
      claims: JWTPayload
      companyHeader?: string
      requestId: string
      ip: string
    }): Promise<RequestContext> {
      const { user, roles } = await identify(input.token, input.claims)
      const mine = await membershipsOf(user.id)
      const isSuperAdmin = roles.includes(mapping.superAdminRole)
      const isStaff = isSuperAdmin || mine.some((m) => m.company_kind === 'provider')
      const access: Access = isSuperAdmin ? 'super-admin' : isStaff ? 'staff' : 'user'
      let visibleRoots: string[] | null = isSuperAdmin ? null : mine.map((m) => m.company_id)
      let scopeCompanyId: string | null = null
      if (input.companyHeader !== undefined) {
        if (!UUID.test(input.companyHeader)) throw new BadRequest('X-Company must be a company id (UUID).')
        if (!(await canSee(db, visibleRoots, input.companyHeader))) {
          throw new Forbidden('The company in X-Company is not one of yours.')
        }
        scopeCompanyId = input.companyHeader
        visibleRoots = [input.companyHeader]
      }
      return {
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
      }
    },
  }
}

/** True when the company exists and lies in one of the visible subtrees. */
export async function canSee(db: Db, roots: string[] | null, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompanyFilter(roots)))
  return Boolean(row)
}

/** SQL condition on `companies` for the visible subtrees. */
export function visibleCompanyFilter(roots: string[] | null) {
  if (roots === null) return sql`true`
  if (roots.length === 0) return sql`false`
  return sql`${companies.lineage} && ${sqlArray(roots, 'uuid')}`
}

async function upsertUser(db: Db, issuer: string, claims: JWTPayload, roles: string[]): Promise<UserRow> {
  const email = str(claims.email)
  const first = str(claims.given_name)
  const last = str(claims.family_name)
  const username = str(claims.preferred_username) ?? email ?? String(claims.sub)
  const displayName = str(claims.name) ?? ([first, last].filter(Boolean).join(' ') || username)
  const profile = { email, username, display_name: displayName, first_name: first, last_name: last, roles }
  if (email && claims.email_verified !== false) {
    // An invitation made before this person's first login (external IdP) is claimed by the verified e-mail.
    await db
      .update(users)
      .set({ subject: String(claims.sub) })
      .where(
        sql`${users.issuer} = ${issuer} and ${users.subject} = ${`invite:${email.toLowerCase()}`} and not exists (select 1 from ${users} u where u.issuer = ${issuer} and u.subject = ${String(claims.sub)})`,
      )
  }
  const [row] = await db
    .insert(users)
    .values({ issuer, subject: String(claims.sub), ...profile, last_seen_at: new Date() })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { ...profile, last_seen_at: new Date(), updated_at: new Date() },
    })
    .returning()
  if (!row) throw new Unauthorized()
  return row
}

/** External IdPs may carry organizations (Keycloak: names/aliases or {alias: {id}}); they add memberships. */
async function syncOrganizations(db: Db, userId: string, refs: string[]) {
  if (refs.length === 0) return
  const ids = refs.filter((r) => UUID.test(r))
  const names = refs.map((r) => r.toLowerCase())
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      sql`${companies.archived_at} is null and (${companies.id}::text = any(${sqlArray(ids, 'text')}) or lower(${companies.name}) = any(${sqlArray(names, 'text')}))`,
    )
  if (found.length === 0) return
  await db
    .insert(memberships)
    .values(found.map((c) => ({ user_id: userId, company_id: c.id, role: 'member' as const })))
    .onConflictDoNothing()
}

function organizationRefs(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string')
  if (claim && typeof claim === 'object') {
    return Object.entries(claim as Record<string, unknown>).flatMap(([key, value]) => {
      const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined
      return typeof id === 'string' ? [key, id] : [key]
    })
  }
  return typeof claim === 'string' ? [claim] : []
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}
