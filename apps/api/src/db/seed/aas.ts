import type { Db } from '../client.ts'
import {
  aasHardware,
  aasIaasResources,
  aasNetworkDevices,
  aasNetworkLinks,
  aasSandboxMonitors,
  aasSandboxUsage,
} from '../schema/index.ts'

type Company = 'acme' | 'globex' | 'initech'
type Kind = (typeof aasNetworkDevices.$inferInsert)['kind']
type Status = (typeof aasSandboxMonitors.$inferInsert)['status']

/** name, kind, vendor, model, site, uplink, status, firmware (the monitoring platform's). */
type DemoDevice = [string, Kind, string, string, string, string | null, Status, string]

// biome-ignore format: one device per row
const DEVICES: Record<Company, DemoDevice[]> = {
  acme: [
    ['fw-ams-01', 'firewall', 'Fortinet', 'FortiGate 60F', 'Amsterdam HQ', 'Fibre 1000 Mbit/s (KPN)', 'up', '7.4.5'],
    ['sw-ams-core', 'switch', 'Aruba', 'CX 6100 48G', 'Amsterdam HQ', 'fw-ams-01 port 3', 'up', '10.13.1010'],
    ['ap-ams-1f', 'access_point', 'Aruba', 'AP-535', 'Amsterdam HQ', 'sw-ams-core port 12', 'up', '8.12.0.1'],
    ['ap-ams-2f', 'access_point', 'Aruba', 'AP-535', 'Amsterdam HQ', 'sw-ams-core port 13', 'warning', '8.11.2.2'],
    ['fw-utr-01', 'firewall', 'Fortinet', 'FortiGate 40F', 'Utrecht office', 'VDSL 100 Mbit/s', 'down', '7.2.8'],
  ],
  globex: [['fw-globex-lon', 'firewall', 'Fortinet', 'FortiGate 60F', 'London', 'Leased line 500 Mbit/s', 'up', '7.4.5']],
  initech: [['fw-initech', 'firewall', 'Fortinet', 'FortiGate 40F', 'Rotterdam', 'Fibre 500 Mbit/s', 'up', '7.4.4']],
}

/** name, kind, from, to, speed, status, load. */
type DemoLink = [string, 'wan' | 'uplink' | 'vpn', string, string, number, Status, number]
// biome-ignore format: one link per row
const LINKS: Partial<Record<Company, DemoLink[]>> = {
  acme: [
    ['Internet Amsterdam', 'wan', 'fw-ams-01', 'KPN fibre', 1000, 'up', 23],
    ['Core uplink', 'uplink', 'sw-ams-core', 'fw-ams-01', 10000, 'up', 4],
    ['VPN Amsterdam–Utrecht', 'vpn', 'fw-ams-01', 'fw-utr-01', 100, 'down', 0],
  ],
  globex: [['Internet London', 'wan', 'fw-globex-lon', 'Leased line', 500, 'up', 61]],
}

/** kind, model, location, assigned to, status, start (months ago), term (months), per month (cents). */
type DemoHardware = [
  (typeof aasHardware.$inferInsert)['kind'],
  string,
  string,
  string | null,
  (typeof aasHardware.$inferInsert)['status'],
  number,
  number,
  number,
]
// biome-ignore format: one item per row
const HARDWARE: Record<Company, DemoHardware[]> = {
  acme: [
    ['laptop', 'Lenovo ThinkPad T14 Gen 5', 'Amsterdam HQ', 'Jane Doe', 'in_use', 34, 36, 4_500],
    ['laptop', 'Lenovo ThinkPad T14 Gen 5', 'Amsterdam HQ', 'Piet de Vries', 'in_use', 10, 36, 4_500],
    ['desktop', 'HP EliteDesk 800 G9', 'Utrecht office', null, 'in_stock', 6, 36, 3_200],
    ['printer', 'Canon imageRUNNER C3326i', 'Amsterdam HQ', null, 'in_repair', 20, 48, 8_900],
    ['server', 'Dell PowerEdge R660xs', 'Amsterdam HQ', null, 'in_use', 14, 60, 24_900],
  ],
  globex: [['laptop', 'Apple MacBook Air 13"', 'London', 'Hank Scorpio', 'in_use', 8, 24, 6_900]],
  initech: [['desktop', 'Dell OptiPlex 7010', 'Rotterdam', 'Peter Gibbons', 'in_use', 23, 24, 2_900]],
}

/** name, region, committed vCPU, memory GB, storage GB, this month's use [vCPU, GB, GB]. */
type DemoPool = [string, string, number, number, number, [number, number, number]]
const POOLS: Partial<Record<Company, DemoPool[]>> = {
  acme: [
    ['Production', 'NL-AMS-1', 32, 128, 2000, [27.5, 112, 1780]],
    ['Test and acceptance', 'NL-AMS-1', 8, 32, 500, [9.2, 30, 410]],
  ],
  initech: [['TPS reports', 'NL-RTM-1', 4, 16, 250, [2.1, 9, 120]]],
}

const DAY = 86_400_000
const monthsBack = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
const dateMonthsFrom = (now: Date, months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10)

/**
 * The as-a-service demo: Acme's managed network at two sites (one firewall down, one access point
 * with a warning), leased hardware with a lease ending soon, IaaS pools over and under their
 * commitment; some of the same for Globex and Initech. The sandbox platforms' state goes with it.
 */
export async function seedAas(db: Db, providerId: string, ids: Record<Company, string>, now: Date) {
  for (const company of ['acme', 'globex', 'initech'] as const) {
    const owner = { provider_id: providerId, company_id: ids[company] }
    const devices = DEVICES[company]
    await db.insert(aasNetworkDevices).values(
      devices.map(([name, kind, vendor, model, site, uplink], i) => ({
        ...owner,
        name,
        kind,
        vendor,
        model,
        site,
        uplink,
        serial: `${vendor.slice(0, 2).toUpperCase()}${company.slice(0, 3).toUpperCase()}${1000 + i}`,
        monitor_ref: `dev-${company}-${name}`,
      })),
    )
    await db.insert(aasSandboxMonitors).values(
      devices.map(([name, , , , , , status, firmware]) => ({
        ref: `dev-${company}-${name}`,
        status,
        firmware,
        last_seen_at: new Date(now.getTime() - (status === 'down' ? 2 * DAY : 60_000)),
      })),
    )
    const links = LINKS[company] ?? []
    if (links.length) {
      await db.insert(aasNetworkLinks).values(
        links.map(([name, kind, from, to, speed], i) => ({
          ...owner,
          name,
          kind,
          from_device: from,
          to,
          speed_mbps: speed,
          monitor_ref: `link-${company}-${i + 1}`,
        })),
      )
      await db.insert(aasSandboxMonitors).values(
        links.map(([, , , , , status, load], i) => ({
          ref: `link-${company}-${i + 1}`,
          status,
          load_percent: load,
          last_seen_at: now,
        })),
      )
    }
    await db.insert(aasHardware).values(
      HARDWARE[company].map(([kind, model, location, assigned, status, ago, term, monthly], i) => ({
        ...owner,
        kind,
        model,
        location,
        assigned_to: assigned,
        status,
        serial: `HW-${company.slice(0, 3).toUpperCase()}-${2400 + i}`,
        contract_start: dateMonthsFrom(now, -ago),
        contract_end: dateMonthsFrom(now, term - ago),
        monthly_minor: monthly,
      })),
    )
    const pools = POOLS[company] ?? []
    for (const [n, [name, region, vcpu, memory, storage, [v, m, s]]] of pools.entries()) {
      const ref = `pool-${company}-${n + 1}`
      await db.insert(aasIaasResources).values({
        ...owner,
        name,
        region,
        committed_vcpu: vcpu,
        committed_memory_gb: memory,
        committed_storage_gb: storage,
        platform_ref: ref,
      })
      // Earlier months used a little less: the pools grow.
      await db.insert(aasSandboxUsage).values(
        [0, 1, 2, 3, 4, 5].map((back) => ({
          ref,
          month: monthsBack(now, back),
          vcpu: Math.round(v * (1 - back * 0.06) * 10) / 10,
          memory_gb: Math.round(m * (1 - back * 0.05)),
          storage_gb: Math.round(s * (1 - back * 0.04)),
        })),
      )
    }
  }
}
