import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogProducts, vpsInstances, vpsSandboxVms } from '../src/db/schema/index.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { until } from './helpers/until.ts'

/** Issue 13 (VPS): power actions as tasks completed later, ordering through the cart, staff actions. */
const demo = useClockedDemoApp()
const { later, jane, checkoutAndApprove } = demo
const GiB = 1024 ** 3
type Row = { id: string; name: string; status: string; power: string }

const vpsNamed = async (name: string) => {
  const [row] = await demo.t.database.db.select().from(vpsInstances).where(eq(vpsInstances.name, name))
  return row?.id ?? ''
}
const detail = async (id: string) => (await jane()('GET', `/api/v1/hosting/vpses/${id}`)).body.data

/** Polls the VPS (the platform's tasks complete seconds later) until `check` holds. */
const vpsWhen = (id: string, check: (vps: Row) => boolean) =>
  until(async () => {
    later(2)
    const vps = (await demo.as('admin')('GET', `/api/v1/hosting/vpses/${id}`)).body.data
    return vps && check(vps) ? vps : undefined
  }, 30_000)

describe('VPSes', () => {
  it("lists the scope's VPSes with specs, addresses, power and this month's traffic", async () => {
    const list = await jane()('GET', '/api/v1/hosting/vpses')
    expect(list.status).toBe(200)
    const names = list.body.data.map((v: Row) => v.name)
    expect(names).toEqual(['acme-staging', 'acme-web01'])
    const web = list.body.data.find((v: Row) => v.name === 'acme-web01')
    expect(web).toMatchObject({
      plan: 'VPS-S',
      platform: 'sandbox',
      status: 'active',
      power: 'running',
      specs: { cores: 2, memory_bytes: 4 * GiB, disk_bytes: 80 * GiB, template: 'DEBIAN' },
    })
    expect(web.ip_addresses).toHaveLength(2)
    expect(web.traffic_bytes).toBeGreaterThan(0)
    const one = await detail(web.id)
    expect(one.hours.length).toBeGreaterThan(40)
    expect(one.days.length).toBeGreaterThanOrEqual(29)
    expect(one.uptime_seconds).toBeGreaterThan(3 * 86_400)
    const servers = await jane()('GET', '/api/v1/hosting/servers')
    expect(servers.body.data.map((s: { name: string }) => s.name)).toEqual(['acme-db01'])
  })

  it('reboots a running VPS as a task that progresses and completes later', async () => {
    const id = await vpsNamed('acme-web01')
    const asked = await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'reboot' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(202)
    expect(asked.body.data).toMatchObject({ action: 'reboot', status: 'running', progress: 0 })
    const task = `/api/v1/hosting/vpses/${id}/tasks/${asked.body.data.id}`
    const busy = await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'stop' })
    expect(busy.status).toBe(409)
    later(2)
    const midway = (await jane()('GET', task)).body.data
    expect(midway.status).toBe('running')
    expect(midway.progress).toBeGreaterThan(0)
    expect(midway.progress).toBeLessThan(100)
    later(4)
    const done = (await jane()('GET', task)).body.data
    expect(done).toMatchObject({ status: 'done', progress: 100 })
    const after = await detail(id)
    expect(after.power).toBe('running')
    // The reboot started the machine again: its uptime counts from the reboot.
    expect(after.uptime_seconds).toBeLessThan(60)
    expect(after.tasks[0]).toMatchObject({ id: asked.body.data.id, status: 'done' })
  })

  it('follows a task with its job when nobody polls; refuses actions the power state does not allow', async () => {
    const id = await vpsNamed('acme-web01')
    const start = await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'start' })
    expect(start.status).toBe(409)
    const asked = await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'shutdown' })
    expect(asked.status).toBe(202)
    const stopped = await until(async () => {
      later(2)
      const vps = await detail(id)
      return vps.tasks[0]?.status === 'done' ? vps : undefined
    }, 30_000)
    expect(stopped.power).toBe('stopped')
    const dutch = await jane()(
      'POST',
      `/api/v1/hosting/vpses/${id}/power`,
      { action: 'reboot' },
      { 'accept-language': 'nl' },
    )
    expect(dutch.status).toBe(409)
    expect(dutch.body.detail).toBe('De VPS draait niet.')
    const bad = await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'explode' })
    expect(bad.status).toBe(400)
    expect((await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'start' })).status).toBe(202)
    await vpsWhen(id, (vps) => vps.power === 'running')
  })

  it("keeps one company's VPSes and servers from another", async () => {
    const initech = await vpsNamed('initech-erp')
    const asJane = jane()
    expect((await asJane('GET', `/api/v1/hosting/vpses/${initech}`)).status).toBe(404)
    expect(
      (await asJane('POST', `/api/v1/hosting/vpses/${initech}/power`, { action: 'reboot' })).status,
    ).toBe(404)
    const reseller = demo.as('reseller')
    const theirs = await reseller('GET', '/api/v1/hosting/vpses')
    expect(theirs.body.data.map((v: Row) => v.name)).toEqual(['initech-erp'])
    const servers = await reseller('GET', '/api/v1/hosting/servers')
    expect(servers.body.data.map((s: { name: string }) => s.name)).toEqual(['initech-file01'])
    const asked = await reseller('POST', `/api/v1/hosting/vpses/${initech}/power`, { action: 'reboot' })
    expect(asked.status).toBe(202)
    const task = `/api/v1/hosting/vpses/${initech}/tasks/${asked.body.data.id}`
    expect((await asJane('GET', task)).status).toBe(404)
    expect((await demo.as('solo')('GET', task)).status).toBe(404)
    expect((await reseller('GET', task)).status).toBe(200)
  })

  it('is ordered through the cart: provisioning creates the VM; staff suspend, unsuspend and end it', async () => {
    const [product] = await demo.t.database.db
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.code, 'VPS-M'))
    const added = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: product?.id,
      period: 'P1M',
      options: { OS: 'UBUNTU' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    await checkoutAndApprove('vps-order-1')
    const row = await until(async () => {
      later(2)
      const rows = await demo.t.database.db.select().from(vpsInstances).where(eq(vpsInstances.plan, 'VPS-M'))
      const ours = rows.find((r) => r.company_id === demo.acme())
      return ours?.status === 'active' ? ours : undefined
    }, 30_000)
    const id = row?.id ?? ''
    const made = await detail(id)
    expect(made).toMatchObject({
      status: 'active',
      power: 'running',
      specs: { cores: 4, memory_bytes: 8 * GiB, disk_bytes: 160 * GiB, template: 'UBUNTU' },
    })
    expect(made.ip_addresses.length).toBe(2)
    const serviceId = row?.service_id ?? ''
    expect((await jane()('POST', `/api/v1/services/${serviceId}/suspend`)).status).toBe(403)
    expect((await demo.as('admin')('POST', `/api/v1/services/${serviceId}/suspend`)).status).toBe(200)
    await vpsWhen(id, (vps) => vps.status === 'suspended' && vps.power === 'stopped')
    expect((await jane()('POST', `/api/v1/hosting/vpses/${id}/power`, { action: 'start' })).status).toBe(409)
    expect((await demo.as('admin')('POST', `/api/v1/services/${serviceId}/unsuspend`)).status).toBe(200)
    await vpsWhen(id, (vps) => vps.status === 'active' && vps.power === 'running')
    const ended = await demo.as('admin')('POST', `/api/v1/services/${serviceId}/cancel`, { when: 'now' })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    await vpsWhen(id, (vps) => vps.status === 'terminated')
    const left = await demo.t.database.db
      .select()
      .from(vpsSandboxVms)
      .where(eq(vpsSandboxVms.vmid, row?.vmid ?? 0))
    expect(left).toEqual([])
  })
})
