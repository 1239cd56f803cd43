import type { RequestContext } from './context.ts'

type CompanyRef = { id: string; lineage: string[] }

/**
 * Manage a company (create under it, edit, archive): a super-admin; staff of the provider above it;
 * or an admin of a company above it (a reseller's admins manage the reseller's customers).
 */
export function canManage(ctx: RequestContext, company: CompanyRef): boolean {
  if (ctx.isSuperAdmin) return true
  return ctx.memberships.some(
    (m) =>
      company.lineage.includes(m.company_id) &&
      m.company_id !== company.id &&
      (m.company_kind === 'provider' || m.role === 'admin'),
  )
}

/** Create companies directly under this one: as manage, plus the company's own admins (a reseller adding customers). */
export function canCreateUnder(ctx: RequestContext, parent: CompanyRef): boolean {
  return canManage(ctx, parent) || isAdminOf(ctx, parent.id)
}

/** Edit a company's own data: as manage, plus the company's own admins. */
export function canEdit(ctx: RequestContext, company: CompanyRef): boolean {
  return canManage(ctx, company) || isAdminOf(ctx, company.id)
}

export function isAdminOf(ctx: RequestContext, companyId: string): boolean {
  return ctx.memberships.some(
    (m) => m.company_id === companyId && (m.role === 'admin' || m.company_kind === 'provider'),
  )
}
