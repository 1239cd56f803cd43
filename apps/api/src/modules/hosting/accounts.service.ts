import type {
  HostingAccount,
  HostingAccountDetail,
  HostingLimits,
  HostingPackageInput,
  Service,
} from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound, refusedAsConflict } from '../../lib/errors.ts'
import { ownerOf } from '../../lib/owner.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { changeServicePlan } from '../orders/serviceChanges.service.ts'
import {
  type FoundHostingAccount,
  findHostingAccountRow,
  type HostingUsageDay,
  latestUsageDays,
  listHostingAccountRows,
  usageDays,
} from './hosting.repository.ts'
import { hostingTexts } from './hosting.texts.ts'
import { PanelError, type PanelLimits } from './panel/adapter.ts'
import { HISTORY_DAYS, storedStage } from './usage.service.ts'

function toAccount(found: FoundHostingAccount, usage: HostingUsageDay | undefined): HostingAccount {
  const { row } = found
  return {
    ...ownerOf(found),
    service_id: row.service_id,
    product_id: found.product_id,
    product_name_en: found.product_name_en,
    product_name_nl: found.product_name_nl,
    panel: row.panel,
    username: row.username,
    domain: row.domain,
    package: row.package,
    status: row.status,
    error: row.error,
    disk_alert: storedStage(row.disk_alert),
    traffic_alert: storedStage(row.traffic_alert),
    usage: usage ?? null,
    created_at: row.created_at.toISOString(),
    version: row.version,
  }
}

export const toLimits = (l: PanelLimits): HostingLimits => ({
  disk_bytes: l.diskBytes,
  traffic_bytes: l.trafficBytes,
  domains: l.domains,
  mailboxes: l.mailboxes,
  databases: l.databases,
})

/** The web hosting accounts of the caller's companies (in scope), with each one's last measured day. */
export async function listHostingAccounts(ctx: RequestContext): Promise<HostingAccount[]> {
  const rows = await listHostingAccountRows(ctx)
  const usage = await latestUsageDays(
    ctx,
    rows.map((r) => r.row.id),
  )
  return rows.map((r) => toAccount(r, usage.get(r.row.id)))
}

async function found(ctx: RequestContext, id: string) {
  const account = await findHostingAccountRow(ctx, id)
  if (!account) throw new NotFound(hostingTexts.notFound)
  return account
}

export async function getHostingAccount(ctx: RequestContext, id: string): Promise<HostingAccount> {
  const account = await found(ctx, id)
  return toAccount(account, (await latestUsageDays(ctx, [id])).get(id))
}

/** A panel call on behalf of the customer: its refusal is a 409 in the panel's words. */
const atPanel = <T>(call: () => Promise<T>) => refusedAsConflict(PanelError, hostingTexts.panelRefused, call)

/**
 * One account with its package's limits and today's use as the panel reports them now (the last
 * measured day while the panel has no account), and the measured days of the last 90 days.
 */
export async function getHostingAccountDetail(
  ctx: RequestContext,
  id: string,
): Promise<HostingAccountDetail> {
  const account = await found(ctx, id)
  const today = todayOf(ctx)
  const history = await usageDays(ctx, id, addDays(today, -HISTORY_DAYS + 1))
  const base = toAccount(account, history.at(-1))
  if (account.row.status !== 'active' && account.row.status !== 'suspended')
    return { ...base, limits: null, history }
  const now = await atPanel(() => ctx.platform.hostingPanel.usage(ctx, account.row.username))
  return {
    ...base,
    usage: {
      day: today,
      disk_bytes: now.diskBytes,
      traffic_bytes: now.trafficBytes,
      disk_limit_bytes: now.limits.diskBytes,
      traffic_limit_bytes: now.limits.trafficBytes,
    },
    limits: toLimits(now.limits),
    history,
  }
}

async function activeAccount(ctx: RequestContext, id: string) {
  const account = await found(ctx, id)
  if (account.row.status !== 'active') throw new Conflict(hostingTexts.notActive)
  return account.row
}

/** A one-time URL that signs the account's user in to the control panel. */
export async function hostingLoginUrl(ctx: RequestContext, id: string) {
  const row = await activeAccount(ctx, id)
  const url = await atPanel(() => ctx.platform.hostingPanel.loginUrl(ctx, row.username))
  await ctx.transaction((tx) =>
    audit(tx, {
      action: 'hosting_account.login',
      entity: 'hosting_account',
      entity_id: id,
      company_id: row.company_id,
    }),
  )
  return { url }
}

/** Sets the panel password the customer chose (never stored by the portal). */
export async function resetHostingPassword(ctx: RequestContext, id: string, password: string) {
  const row = await activeAccount(ctx, id)
  await atPanel(() => ctx.platform.hostingPanel.resetPassword(ctx, row.username, password))
  await ctx.transaction((tx) =>
    audit(tx, {
      action: 'hosting_account.password_reset',
      entity: 'hosting_account',
      entity_id: id,
      company_id: row.company_id,
    }),
  )
  return getHostingAccount(ctx, id)
}

/**
 * Another package now, through the orders engine: the rest of the invoiced period is charged at the
 * difference, prorated by day, and the service's adapter moves the account at the panel (a job). A
 * lower price takes effect from the next period (the engine refunds nothing mid-period).
 */
export async function changeHostingPackage(
  ctx: RequestContext,
  id: string,
  input: HostingPackageInput,
): Promise<Service> {
  const row = await activeAccount(ctx, id)
  if (!row.service_id) throw new Conflict(hostingTexts.notActive)
  try {
    return await changeServicePlan(ctx, row.service_id, { product_id: input.product_id, when: 'now' })
  } catch (error) {
    if (error instanceof BadRequest)
      throw new BadRequest(hostingTexts.packageNotOffered, [
        { field: 'product_id', message: hostingTexts.packageNotOffered },
      ])
    throw error
  }
}
