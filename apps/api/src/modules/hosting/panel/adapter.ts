import type { RequestContext } from '../../../auth/context.ts'

/**
 * A hosting control panel behind one interface, shaped by the real panels (DirectAdmin's CMD_API,
 * cPanel/WHM API 1, Plesk) and the WHMCS module contract they are sold through: create an account on
 * a package, suspend, unsuspend, terminate, change package, set the password, read usage, and a
 * single sign-on URL. Sizes are normalised to bytes whatever the panel reports (DirectAdmin MB,
 * WHM "123M", Plesk bytes); `null` means unlimited (a panel's "unlimited", -1, or 0 where that panel
 * means unlimited by 0). Each call is safe to repeat.
 */

export type PanelAccountInput = {
  /** The panel's login: lower case letters and digits, starting with a letter (≤ 10 for DirectAdmin). */
  username: string
  domain: string
  email: string
  password: string
  package: string
}

/**
 * An operation's outcome. A synchronous panel (DirectAdmin) is done at once; a panel that queues its
 * work (the sandbox, Plesk's tasks) gives a task to poll with `task`.
 */
export type PanelTask = { state: 'done' } | { state: 'running'; taskId: string; checkAfterSeconds: number }

/** A package's limits in bytes and counts; null is unlimited. */
export type PanelLimits = {
  diskBytes: number | null
  trafficBytes: number | null
  domains: number | null
  mailboxes: number | null
  databases: number | null
}

export type PanelPackage = { name: string; limits: PanelLimits }

/** An account's use now (traffic: this month, as panels count it) and its limits. */
export type PanelUsage = {
  diskBytes: number
  trafficBytes: number
  domains: number
  mailboxes: number
  databases: number
  limits: PanelLimits
  suspended: boolean
}

/** The panel refused (its own words): repeating the same call cannot help. */
export class PanelError extends Error {}

export type HostingPanel = {
  /** 'sandbox' or the panel's name, shown to staff. */
  key: string
  /** The IPv4 address its sites answer on (DirectAdmin's shared IP): a new domain's zone points there. */
  address: string
  packages(ctx: RequestContext): Promise<PanelPackage[]>
  createAccount(ctx: RequestContext, input: PanelAccountInput): Promise<PanelTask>
  suspend(ctx: RequestContext, username: string, reason: string): Promise<PanelTask>
  unsuspend(ctx: RequestContext, username: string): Promise<PanelTask>
  terminate(ctx: RequestContext, username: string): Promise<PanelTask>
  changePackage(ctx: RequestContext, username: string, packageName: string): Promise<PanelTask>
  resetPassword(ctx: RequestContext, username: string, password: string): Promise<PanelTask>
  usage(ctx: RequestContext, username: string): Promise<PanelUsage>
  /** A one-time URL that signs the account's user in to the panel. */
  loginUrl(ctx: RequestContext, username: string): Promise<string>
  /** A queued operation's state; throws PanelError when it failed. */
  task(ctx: RequestContext, taskId: string): Promise<PanelTask>
}
