import type { RequestContext } from '../../../auth/context.ts'
import {
  type HostingPanel,
  PanelError,
  type PanelLimits,
  type PanelPackage,
  type PanelTask,
  type PanelUsage,
} from './adapter.ts'
import { limitCount, limitMegabytes, usedCount, usedMegabytes } from './units.ts'

/** DIRECTADMIN_*: the panel's address (port 2222), the admin or reseller, a login key, the accounts' IP. */
export type DirectAdminSettings = {
  url: string
  username: string
  loginKey: string
  ip: string
  /** How long one call may take (a panel that hangs fails the step; the job retries). */
  timeoutMs?: number
}

const done: PanelTask = { state: 'done' }

/**
 * DirectAdmin through its legacy CMD_API (url-encoded forms and answers, Basic authentication with a
 * login key; "admin|user" logs in as a user). It answers HTTP 200 with `error=1&text=…` when it
 * refuses, and counts disk and bandwidth in MB. Every call is synchronous: operations are done when
 * they answer. Each is safe to repeat: create and terminate look at the account first.
 */
export function directAdminPanel(settings: DirectAdminSettings): HostingPanel {
  const base = settings.url.replace(/\/+$/, '')
  const auth = (as?: string) =>
    `Basic ${Buffer.from(`${as ? `${settings.username}|${as}` : settings.username}:${settings.loginKey}`).toString('base64')}`

  async function call(command: string, form?: Record<string, string>, query?: Record<string, string>) {
    const url = `${base}/${command}${query ? `?${new URLSearchParams(query)}` : ''}`
    const response = await fetch(url, {
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      method: form ? 'POST' : 'GET',
      headers: {
        authorization: auth(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    const text = await response.text()
    // Refused credentials or a command the login key may not use: no retry helps.
    if (response.status === 401 || response.status === 403)
      throw new PanelError(`DirectAdmin refused the login (${response.status})`)
    if (!response.ok) throw new Error(`DirectAdmin answered ${response.status} to ${command}`)
    const answer = new URLSearchParams(text)
    if (answer.get('error') === '1')
      throw new PanelError(
        [answer.get('text'), answer.get('details')].filter(Boolean).join(': ') || `${command} failed`,
      )
    return answer
  }

  /** The user's configuration, or null when DirectAdmin does not know the user. */
  async function userConfig(username: string) {
    try {
      return await call('CMD_API_SHOW_USER_CONFIG', undefined, { user: username })
    } catch (error) {
      if (error instanceof PanelError && /not exist|no such user|invalid user/i.test(error.message))
        return null
      throw error
    }
  }

  const limitsOf = (a: URLSearchParams): PanelLimits => ({
    diskBytes: limitMegabytes(a.get('quota')),
    trafficBytes: limitMegabytes(a.get('bandwidth')),
    domains: limitCount(a.get('vdomains')),
    mailboxes: limitCount(a.get('nemails')),
    databases: limitCount(a.get('mysql')),
  })

  const selectUsers = async (username: string, action: Record<string, string>) => {
    await call('CMD_API_SELECT_USERS', { location: 'CMD_SELECT_USERS', select0: username, ...action })
    return done
  }

  return {
    address: settings.ip,
    key: 'directadmin',
    async packages(): Promise<PanelPackage[]> {
      const names = (await call('CMD_API_PACKAGES_USER')).getAll('list[]')
      const packages: PanelPackage[] = []
      for (const name of names)
        packages.push({
          name,
          limits: limitsOf(await call('CMD_API_PACKAGES_USER', undefined, { package: name })),
        })
      return packages
    },
    async createAccount(_ctx, input) {
      if (await userConfig(input.username)) return done
      await call('CMD_API_ACCOUNT_USER', {
        action: 'create',
        add: 'Submit',
        username: input.username,
        email: input.email,
        passwd: input.password,
        passwd2: input.password,
        domain: input.domain,
        package: input.package,
        ip: settings.ip,
        notify: 'no',
      })
      return done
    },
    suspend: (_ctx, username, reason) => selectUsers(username, { dosuspend: 'yes', reason }),
    unsuspend: (_ctx, username) => selectUsers(username, { dounsuspend: 'yes' }),
    async terminate(_ctx, username) {
      if (!(await userConfig(username))) return done
      return selectUsers(username, { delete: 'yes', confirmed: 'Confirm' })
    },
    async changePackage(_ctx, username, packageName) {
      await call('CMD_API_MODIFY_USER', { action: 'package', user: username, package: packageName })
      return done
    },
    async resetPassword(_ctx, username, password) {
      await call('CMD_API_USER_PASSWD', { username, passwd: password, passwd2: password })
      return done
    },
    async usage(_ctx, username): Promise<PanelUsage> {
      const config = await userConfig(username)
      if (!config) throw new PanelError(`DirectAdmin does not know the user ${username}`)
      const used = await call('CMD_API_SHOW_USER_USAGE', undefined, { user: username })
      return {
        diskBytes: usedMegabytes(used.get('quota')),
        trafficBytes: usedMegabytes(used.get('bandwidth')),
        domains: usedCount(used.get('vdomains')),
        mailboxes: usedCount(used.get('nemails')),
        databases: usedCount(used.get('mysql')),
        limits: limitsOf(config),
        suspended: config.get('suspended') === 'yes',
      }
    },
    async loginUrl(_ctx: RequestContext, username: string) {
      // The JSON API's one-time login URL, asked as the user ("admin|user").
      const response = await fetch(`${base}/api/login/url`, {
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        method: 'POST',
        headers: { authorization: auth(username), 'content-type': 'application/json' },
        body: JSON.stringify({}),
      })
      if (!response.ok) throw new PanelError(`DirectAdmin gave no login URL (${response.status})`)
      const body = (await response.json()) as { url?: string }
      if (!body.url) throw new PanelError('DirectAdmin gave no login URL')
      return body.url
    },
    // Every command is done when it answers: there is never a task to follow.
    task: async () => done,
  }
}
