import { randomBytes } from 'node:crypto'
import { type EntraSettings, entraTokens } from '../entraToken.ts'
import { type Graph, GraphError, type GraphUser, type SubscribedSku } from './adapter.ts'

/** The Graph API (https://graph.microsoft.com) with the partner's app, consented in each customer tenant (GDAP). */
export type GraphSettings = EntraSettings & { url: string }

const SCOPE = 'https://graph.microsoft.com/.default'
const USER_FIELDS = 'id,userPrincipalName,displayName,usageLocation,assignedLicenses'

type RawUser = Omit<GraphUser, 'usageLocation' | 'assignedLicenses'> & {
  usageLocation?: string | null
  assignedLicenses?: Array<{ skuId: string }>
}
const userOf = (raw: RawUser): GraphUser => ({
  id: raw.id,
  userPrincipalName: raw.userPrincipalName,
  displayName: raw.displayName,
  usageLocation: raw.usageLocation ?? null,
  assignedLicenses: (raw.assignedLicenses ?? []).map((l) => ({ skuId: l.skuId })),
})

/** A first password Entra accepts (upper, lower, digit, symbol); the user sets their own at first sign-in. */
const firstPassword = () => `Pt-${randomBytes(9).toString('base64url')}7a!`

/**
 * Microsoft Graph v1.0 in a customer's tenant: a client-credentials token from the customer tenant's
 * authority. Errors come as `{ error: { code, message } }`; a refusal (4xx) is a GraphError, Graph
 * being away (5xx, network) a plain error. Lists follow `@odata.nextLink`.
 */
export function liveGraph(settings: GraphSettings): Graph {
  const base = `${settings.url.replace(/\/+$/, '')}/v1.0`
  const token = entraTokens(
    settings,
    (status, message) => new GraphError('Authorization_RequestDenied', message, status),
  )

  async function call<T>(tenantId: string, method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      headers: {
        authorization: `Bearer ${await token(SCOPE, tenantId)}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    const json = text ? JSON.parse(text) : null
    if (response.status >= 500) throw new Error(`Graph answered ${response.status} to ${method} ${url}`)
    if (!response.ok) {
      const error = (json?.error ?? {}) as { code?: string; message?: string }
      throw new GraphError(
        error.code ?? String(response.status),
        error.message ?? `Graph refused ${method}`,
        response.status,
      )
    }
    return json as T
  }

  async function all<T>(tenantId: string, url: string): Promise<T[]> {
    const items: T[] = []
    let next: string | undefined = url
    while (next) {
      const page: { value: T[]; '@odata.nextLink'?: string } = await call(tenantId, 'GET', next)
      items.push(...page.value)
      next = page['@odata.nextLink']
    }
    return items
  }

  return {
    mode: 'live',
    async subscribedSkus(_ctx, tenantId) {
      const skus = await all<SubscribedSku>(tenantId, '/subscribedSkus')
      return skus.map((s) => ({
        skuId: s.skuId,
        skuPartNumber: s.skuPartNumber,
        appliesTo: s.appliesTo,
        capabilityStatus: s.capabilityStatus,
        consumedUnits: s.consumedUnits,
        prepaidUnits: {
          enabled: s.prepaidUnits?.enabled ?? 0,
          warning: s.prepaidUnits?.warning ?? 0,
          suspended: s.prepaidUnits?.suspended ?? 0,
          lockedOut: s.prepaidUnits?.lockedOut ?? 0,
        },
      }))
    },
    async users(_ctx, tenantId) {
      return (await all<RawUser>(tenantId, `/users?$select=${USER_FIELDS}&$top=999`)).map(userOf)
    },
    async createUser(_ctx, tenantId, user) {
      const created = await call<RawUser>(tenantId, 'POST', '/users', {
        accountEnabled: true,
        displayName: user.displayName,
        mailNickname: user.userPrincipalName.split('@')[0],
        userPrincipalName: user.userPrincipalName,
        ...(user.usageLocation ? { usageLocation: user.usageLocation } : {}),
        passwordProfile: { forceChangePasswordNextSignIn: true, password: firstPassword() },
      })
      return userOf({ ...created, usageLocation: created.usageLocation ?? user.usageLocation })
    },
    async setUsageLocation(_ctx, tenantId, userId, usageLocation) {
      await call(tenantId, 'PATCH', `/users/${encodeURIComponent(userId)}`, { usageLocation })
    },
    async assignLicense(_ctx, tenantId, userId, change) {
      const user = await call<RawUser>(
        tenantId,
        'POST',
        `/users/${encodeURIComponent(userId)}/assignLicense`,
        {
          addLicenses: change.addLicenses.map((l) => ({ skuId: l.skuId, disabledPlans: [] })),
          removeLicenses: change.removeLicenses,
        },
      )
      return userOf(user)
    },
  }
}
