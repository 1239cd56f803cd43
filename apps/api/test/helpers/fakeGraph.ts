import { randomUUID } from 'node:crypto'
import type { GraphUser, SubscribedSku } from '../../src/modules/microsoft/graph/adapter.ts'
import { type FakeReply, type FakeRequest, startFakeMicrosoftServer } from './fakeMicrosoftHttp.ts'

/**
 * A local stand-in for Microsoft Graph v1.0 in customer tenants (the token names the tenant):
 * subscribedSkus, users (paged with @odata.nextLink, two per page), POST /users, assignLicense
 * (refused without a usage location or a free unit) and licenseDetails. Errors are
 * `{ error: { code, message } }`.
 */
const error = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { error: { code, message, innerError: { 'request-id': randomUUID() } } },
})

export async function startFakeGraph() {
  const skus = new Map<string, SubscribedSku[]>()
  const users = new Map<string, GraphUser[]>()
  const tenantUsers = (tenant: string) => users.get(tenant) ?? users.set(tenant, []).get(tenant) ?? []

  function assign(req: FakeRequest, user: GraphUser): FakeReply {
    const add = (req.body.addLicenses as Array<{ skuId: string }>) ?? []
    const remove = (req.body.removeLicenses as string[]) ?? []
    if (!Array.isArray(req.body.addLicenses) || !Array.isArray(req.body.removeLicenses))
      return error(400, 'Request_BadRequest', 'addLicenses and removeLicenses are required.')
    if (add.length && !user.usageLocation)
      return error(
        400,
        'Request_BadRequest',
        'License assignment cannot be done for user with invalid usage location.',
      )
    const owned = skus.get(req.tenant) ?? []
    for (const { skuId } of add) {
      const sku = owned.find((s) => s.skuId === skuId)
      if (!sku || sku.prepaidUnits.enabled - sku.consumedUnits < 1)
        return error(400, 'Request_BadRequest', `Subscription for ${skuId} has no available units.`)
      sku.consumedUnits++
    }
    for (const skuId of remove) {
      const sku = owned.find((s) => s.skuId === skuId)
      if (sku && user.assignedLicenses.some((l) => l.skuId === skuId)) sku.consumedUnits--
    }
    user.assignedLicenses = [
      ...user.assignedLicenses.filter((l) => !remove.includes(l.skuId)),
      ...add.map((l) => ({ skuId: l.skuId })),
    ]
    return { status: 200, body: user }
  }

  function route(req: FakeRequest): FakeReply {
    const list = tenantUsers(req.tenant)
    if (req.path === '/v1.0/subscribedSkus')
      return { status: 200, body: { value: skus.get(req.tenant) ?? [] } }
    if (req.path === '/v1.0/users' && req.method === 'GET') {
      const skip = Number(req.query.get('$skiptoken') ?? 0)
      const page = list.slice(skip, skip + 2)
      const next = skip + 2 < list.length ? `${server.url}/v1.0/users?$skiptoken=${skip + 2}` : undefined
      return { status: 200, body: { value: page, ...(next ? { '@odata.nextLink': next } : {}) } }
    }
    if (req.path === '/v1.0/users' && req.method === 'POST') {
      const upn = String(req.body.userPrincipalName)
      if (list.some((u) => u.userPrincipalName === upn))
        return error(
          400,
          'Request_BadRequest',
          'Another object with the same value for property userPrincipalName already exists.',
        )
      const profile = req.body.passwordProfile as { password?: string } | undefined
      if (!profile?.password || !req.body.mailNickname)
        return error(400, 'Request_BadRequest', 'A password profile and mail nickname are required.')
      const user: GraphUser = {
        id: randomUUID(),
        userPrincipalName: upn,
        displayName: String(req.body.displayName),
        usageLocation: (req.body.usageLocation as string | undefined) ?? null,
        assignedLicenses: [],
      }
      list.push(user)
      // Graph answers a created user without its licences.
      const { assignedLicenses: _a, ...created } = user
      return { status: 201, body: created }
    }
    const patched = req.path.match(/^\/v1\.0\/users\/([^/]+)$/)
    if (patched && req.method === 'PATCH') {
      const user = list.find((u) => u.id === patched[1])
      if (!user) return error(404, 'Request_ResourceNotFound', `Resource '${patched[1]}' does not exist.`)
      const location = (req.body as { usageLocation?: unknown }).usageLocation
      if (typeof location !== 'string' || !/^[A-Z]{2}$/.test(location))
        return error(
          400,
          'Request_BadRequest',
          "Invalid value specified for property 'usageLocation' of resource 'User'.",
        )
      user.usageLocation = location
      return { status: 204, body: undefined }
    }
    const m = req.path.match(/^\/v1\.0\/users\/([^/]+)\/(assignLicense|licenseDetails)$/)
    const user = m ? list.find((u) => u.id === m[1]) : undefined
    if (!m) return error(404, 'Request_ResourceNotFound', 'Resource not found.')
    if (!user) return error(404, 'Request_ResourceNotFound', `Resource '${m[1]}' does not exist.`)
    if (m[2] === 'assignLicense' && req.method === 'POST') return assign(req, user)
    const owned = skus.get(req.tenant) ?? []
    return {
      status: 200,
      body: {
        value: user.assignedLicenses.map((l) => ({
          id: randomUUID(),
          skuId: l.skuId,
          skuPartNumber: owned.find((s) => s.skuId === l.skuId)?.skuPartNumber,
          servicePlans: [],
        })),
      },
    }
  }

  const server = await startFakeMicrosoftServer('https://graph.microsoft.com/.default', route, {
    error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' },
  })
  return { ...server, skus, users }
}
export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>
