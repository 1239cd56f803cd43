import { addDays, addMonths } from '@portico/domain'
import { VPS_PLANS } from '../../modules/hosting/compute/plans.ts'
import { SANDBOX_NODE, sandboxAddresses } from '../../modules/hosting/compute/sandbox.ts'
import { sumTraffic } from '../../modules/hosting/compute/traffic.ts'
import type { Db } from '../client.ts'
import {
  dedicatedServers,
  services,
  vpsInstances,
  vpsSandboxVms,
  vpsTrafficSamples,
} from '../schema/index.ts'
import { yearlyPrices } from './catalog.ts'

const HOUR = 3_600_000
const GiB = 1024 ** 3
const HISTORY_HOURS = 30 * 24

/**
 * vmid, company, host name, plan, OS, bytes/s in and out, hours since its first start, hours since it
 * last started (a restart in the history: its counters began again), hours it has been stopped (0: runs).
 */
type DemoVps = [number, string, string, string, string, number, number, number, number, number]
const VPSES: DemoVps[] = [
  // Acme's web server is busy: past 80% of its traffic before the month is out (an alert).
  [101, 'Acme B.V.', 'acme-web01', 'VPS-S', 'DEBIAN', 260_000, 640_000, 24 * 60, 24 * 3 + 5, 0],
  [102, 'Acme B.V.', 'acme-staging', 'VPS-S', 'UBUNTU', 9_000, 14_000, 24 * 45, 24 * 12, 24 * 2],
  [103, 'Initech', 'initech-erp', 'VPS-M', 'WINDOWS', 40_000, 95_000, 24 * 90, 24 * 20, 0],
]

/** company, name, model, CPU, cores, memory GiB, disks, location, addresses. */
type DemoServer = [string, string, string, string, number, number, string[], string, string[]]
const SERVERS: DemoServer[] = [
  [
    'Acme B.V.',
    'acme-db01',
    'Dell PowerEdge R660xs',
    'Intel Xeon E-2388G',
    8,
    64,
    ['2 × 960 GB NVMe SSD (RAID 1)', '2 × 4 TB SATA HDD (RAID 1)'],
    'Amsterdam AMS-1, rack B12',
    ['185.51.120.10', '2a05:d014:40::10'],
  ],
  [
    'Initech',
    'initech-file01',
    'Supermicro SYS-5019C',
    'Intel Xeon E-2388G',
    8,
    32,
    ['4 × 8 TB SATA HDD (RAID 10)'],
    'Rotterdam RTM-2, rack A04',
    ['185.51.121.22'],
  ],
]

/** The hourly readings the collector would have taken: counters since the last start, 0 while stopped. */
function readings(now: number, v: DemoVps) {
  const [, , , , , inRate, outRate, firstStart, lastStart, stopped] = v
  const boot = now - lastStart * HOUR
  const previousBoot = now - firstStart * HOUR
  const stoppedAt = stopped ? now - stopped * HOUR : Number.POSITIVE_INFINITY
  const hour0 = Math.floor(now / HOUR) * HOUR - (HISTORY_HOURS - 1) * HOUR
  return Array.from({ length: HISTORY_HOURS }, (_, i) => {
    const at = hour0 + i * HOUR
    const since = at >= stoppedAt || at < previousBoot ? null : at >= boot ? boot : previousBoot
    const uptime = since === null ? 0 : Math.floor((at - since) / 1000)
    return { at, netin: Math.round(inRate * uptime), netout: Math.round(outRate * uptime), uptime }
  })
}

/**
 * VPSes and dedicated servers for the demo: two VPSes of Acme (one running, past 80% of its traffic;
 * one stopped) and one of Initech, each a VM of the sandbox platform with its service and 30 days of
 * hourly readings (a restart among them), and a dedicated server each for Acme and Initech.
 */
export async function seedVps(db: Db, providerId: string, companyId: (name: string) => string, now: Date) {
  const products = await yearlyPrices(db, providerId, ['VPS-S', 'VPS-M', 'DEDI-E2388'])
  const today = now.toISOString().slice(0, 10)
  // Billed yearly, the current year started two months ago (as the web hosting demo): nothing falls
  // due in the months the tests' clocks move through.
  const service = async (company: string, code: string, name: string, type: string) => {
    const product = products.find((p) => p.code === code)
    const reseller = company === 'Initech' ? companyId('Resell IT B.V.') : null
    const start = addDays(today, -60)
    const [row] = await db
      .insert(services)
      .values({
        company_id: companyId(company),
        type,
        name,
        status: 'active',
        product_id: product?.id,
        seller_id: reseller ?? providerId,
        currency: 'EUR',
        period: 'P1Y',
        price_minor: product?.price ?? 0,
        cost_minor: reseller ? (product?.price ?? 0) : null,
        vat_rate_bp: 2100,
        start_date: start,
        next_due_date: addMonths(start, 12),
      })
      .returning({ id: services.id })
    return row?.id
  }
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  for (const v of VPSES) {
    const [vmid, company, name, plan, template, inRate, outRate, firstStart, lastStart, stopped] = v
    const spec = VPS_PLANS[plan]
    if (!spec) continue
    const serviceId = await service(company, plan, `${name} (${plan})`, 'hosting.vps')
    const ips = sandboxAddresses(vmid)
    await db.insert(vpsSandboxVms).values({
      node: SANDBOX_NODE,
      vmid,
      name,
      cores: spec.cores,
      memory_mib: spec.memoryBytes / 1024 ** 2,
      disk_gib: spec.diskBytes / GiB,
      template,
      ip_addresses: ips,
      status: stopped ? 'stopped' : 'running',
      started_at: stopped ? null : new Date(now.getTime() - lastStart * HOUR),
      in_rate: inRate,
      out_rate: outRate,
      created_at: new Date(now.getTime() - firstStart * HOUR),
    })
    const samples = readings(now.getTime(), v)
    const base = samples.filter((s) => s.at < monthStart).at(-1) ?? null
    const month = sumTraffic(
      samples.filter((s) => s.at >= monthStart),
      base,
    ).totalBytes
    const share = spec.trafficBytes ? month / spec.trafficBytes : 0
    const [row] = await db
      .insert(vpsInstances)
      .values({
        provider_id: providerId,
        company_id: companyId(company),
        service_id: serviceId,
        platform: 'sandbox',
        node: SANDBOX_NODE,
        vmid,
        name,
        plan,
        cores: spec.cores,
        memory_bytes: spec.memoryBytes,
        disk_bytes: spec.diskBytes,
        template,
        ip_addresses: ips,
        status: 'active',
        power: stopped ? 'stopped' : 'running',
        traffic_limit_bytes: spec.trafficBytes,
        traffic_alert: share >= 1 ? 100 : share >= 0.8 ? 80 : 0,
        created_at: new Date(now.getTime() - firstStart * HOUR),
      })
      .returning({ id: vpsInstances.id })
    if (!row) continue
    await db.insert(vpsTrafficSamples).values(
      samples.map((s) => ({
        vps_id: row.id,
        hour: new Date(s.at),
        sampled_at: new Date(s.at),
        netin: s.netin,
        netout: s.netout,
        uptime: s.uptime,
      })),
    )
  }
  for (const [company, name, model, cpu, cores, memory, disks, location, ips] of SERVERS) {
    await db.insert(dedicatedServers).values({
      provider_id: providerId,
      company_id: companyId(company),
      service_id: await service(company, 'DEDI-E2388', `${name} (DEDI-E2388)`, 'hosting.server'),
      name,
      model,
      cpu,
      cores,
      memory_bytes: memory * GiB,
      disks,
      location,
      ip_addresses: ips,
      power: 'on',
      status: 'active',
    })
  }
}
