import { describe, expect, it } from 'vitest'
import { useConnectivityDemo } from './helpers/connectivity.ts'

/** Issue 13: network, hardware and infrastructure as a service, scoped to the caller's companies. */
const { demo, now, later } = useConnectivityDemo()
const acme = () => demo.ids['Acme B.V.'] ?? ''
const globex = () => demo.ids['Globex Ltd'] ?? ''
const initech = () => demo.ids.Initech ?? ''

type Device = { id: string; name: string; status: string; monitoring: string; paused_until: string | null }

async function network(who: 'jane' | 'reseller' | 'admin', company?: string) {
  const res = await demo.as(who, company)('GET', '/api/v1/aas/network')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as { devices: (Device & { company_name: string })[]; links: { name: string }[] }
}

describe('network as a service', () => {
  it("lists the scope's devices with the monitoring platform's state, and its links", async () => {
    const { devices, links } = await network('jane', acme())
    expect(devices.map((d) => [d.name, d.status])).toEqual([
      ['ap-ams-1f', 'up'],
      ['ap-ams-2f', 'warning'],
      ['fw-ams-01', 'up'],
      ['sw-ams-core', 'up'],
      ['fw-utr-01', 'down'],
    ])
    expect(devices[2]).toMatchObject({
      kind: 'firewall',
      model: 'FortiGate 60F',
      site: 'Amsterdam HQ',
      firmware: '7.4.5',
      uplink: 'Fibre 1000 Mbit/s (KPN)',
      monitoring: 'active',
      monitor_mode: 'sandbox',
    })
    expect(links.map((l) => l.name)).toEqual(['Core uplink', 'Internet Amsterdam', 'VPN Amsterdam–Utrecht'])
    // Without a scope Jane sees both her companies; the reseller only Initech's.
    const all = await network('jane')
    expect(new Set(all.devices.map((d) => d.company_name))).toEqual(new Set(['Acme B.V.', 'Globex Ltd']))
    const reseller = await network('reseller')
    expect(reseller.devices.map((d) => d.name)).toEqual(['fw-initech'])
    expect((await network('jane', globex())).devices.map((d) => d.name)).toEqual(['fw-globex-lon'])
  })

  it('pauses monitoring for some hours and resumes it by itself; another tenant gets 404', async () => {
    const device = (await network('jane', acme())).devices.find((d) => d.name === 'fw-utr-01')
    if (!device) throw new Error('no fw-utr-01')
    const url = `/api/v1/aas/network/devices/${device.id}/monitoring`
    const paused = await demo.as('jane', acme())('PUT', url, { monitoring: 'paused', hours: 4 })
    expect(paused.status, JSON.stringify(paused.body)).toBe(200)
    expect(paused.body.data.monitoring).toBe('paused')
    expect(paused.body.data.paused_until).toBe(new Date(now().getTime() + 4 * 3_600_000).toISOString())
    later(4 * 3600 + 1)
    const after = (await network('jane', acme())).devices.find((d) => d.id === device.id)
    expect(after?.monitoring).toBe('active')
    await demo.as('jane', acme())('PUT', url, { monitoring: 'paused', hours: 1 })
    const resumed = await demo.as('jane', acme())('PUT', url, { monitoring: 'active' })
    expect(resumed.body.data).toMatchObject({ monitoring: 'active', paused_until: null })

    for (const who of ['reseller', 'solo'] as const) {
      const res = await demo.as(who)('PUT', url, { monitoring: 'paused', hours: 1 })
      expect(res.status).toBe(404)
    }
    const initechDevice = (await network('reseller')).devices[0]
    const cross = await demo.as('jane')(
      'PUT',
      `/api/v1/aas/network/devices/${initechDevice?.id}/monitoring`,
      {
        monitoring: 'active',
      },
    )
    expect(cross.status).toBe(404)
  })

  it('refuses a pause without hours or beyond a week, naming the field in the caller’s language', async () => {
    const device = (await network('jane', acme())).devices[0]
    const url = `/api/v1/aas/network/devices/${device?.id}/monitoring`
    const long = await demo.as('jane', acme())(
      'PUT',
      url,
      { monitoring: 'paused', hours: 500 },
      { 'accept-language': 'nl' },
    )
    expect(long.status).toBe(400)
    expect(long.body.errors[0].field).toBe('hours')
    expect(long.body.errors[0].message).toContain('168')
    const none = await demo.as('jane', acme())('PUT', url, { monitoring: 'paused' })
    expect(none.status).toBe(400)
    const odd = await demo.as('jane', acme())('PUT', url, { monitoring: 'off' })
    expect(odd.status).toBe(400)
  })
})

describe('hardware and infrastructure as a service', () => {
  it("lists the scope's leased hardware, the leases ending first on top", async () => {
    const res = await demo.as('jane', acme())('GET', '/api/v1/aas/hardware')
    expect(res.status).toBe(200)
    const items = res.body.data as { model: string; contract_end: string; serial: string; location: string }[]
    expect(items).toHaveLength(5)
    expect(items.map((i) => i.contract_end)).toEqual([...items.map((i) => i.contract_end)].sort())
    expect(items[0]).toMatchObject({
      model: 'Lenovo ThinkPad T14 Gen 5',
      location: 'Amsterdam HQ',
      assigned_to: 'Jane Doe',
    })
    const reseller = await demo.as('reseller')('GET', '/api/v1/aas/hardware')
    expect(reseller.body.data.map((i: { company_name: string }) => i.company_name)).toEqual(['Initech'])
    const solo = await demo.as('solo')('GET', '/api/v1/aas/hardware')
    expect(solo.body.data).toEqual([])
  })

  it('gives each IaaS pool its commitment and six months of use from the IaaS platform', async () => {
    const res = await demo.as('jane', acme())('GET', '/api/v1/aas/infrastructure')
    expect(res.status).toBe(200)
    const [production, test] = res.body.data
    expect(production).toMatchObject({
      name: 'Production',
      committed_vcpu: 32,
      committed_memory_gb: 128,
      platform_mode: 'sandbox',
    })
    expect(production.months).toHaveLength(6)
    expect(production.months[0]).toEqual({
      month: now().toISOString().slice(0, 7),
      vcpu: 27.5,
      memory_gb: 112,
      storage_gb: 1780,
    })
    // Test and acceptance uses more vCPU than it committed to this month.
    expect(test.months[0].vcpu).toBeGreaterThan(test.committed_vcpu)
    const globexPools = await demo.as('jane', globex())('GET', '/api/v1/aas/infrastructure')
    expect(globexPools.body.data).toEqual([])
    const reseller = await demo.as('reseller', initech())('GET', '/api/v1/aas/infrastructure')
    expect(reseller.body.data.map((p: { name: string }) => p.name)).toEqual(['TPS reports'])
    const wrongScope = await demo.as('reseller', acme())('GET', '/api/v1/aas/infrastructure')
    expect(wrongScope.status).toBe(403)
  })
})
