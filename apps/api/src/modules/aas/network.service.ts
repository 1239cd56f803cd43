import type { MonitoringInput, Network, NetworkDevice, NetworkLink } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import { ownerOf } from '../../lib/owner.ts'
import {
  findDeviceRow,
  listDeviceRows,
  listLinkRows,
  type NetworkDeviceRow,
  type NetworkLinkRow,
  type WithCompany,
} from './aas.repository.ts'
import type { MonitoredState } from './monitoring/adapter.ts'

const HOUR = 3_600_000
const unknown: MonitoredState = {
  status: 'unknown',
  firmware: null,
  lastSeenAt: null,
  loadPercent: null,
  pausedUntil: null,
}

function toDevice(ctx: RequestContext, found: WithCompany<NetworkDeviceRow>, state = unknown): NetworkDevice {
  const { row } = found
  return {
    ...ownerOf(found),
    name: row.name,
    kind: row.kind,
    vendor: row.vendor,
    model: row.model,
    serial: row.serial,
    site: row.site,
    uplink: row.uplink,
    firmware: state.firmware,
    status: state.status,
    last_seen_at: state.lastSeenAt?.toISOString() ?? null,
    monitoring: state.pausedUntil ? 'paused' : 'active',
    paused_until: state.pausedUntil?.toISOString() ?? null,
    monitor_mode: ctx.platform.monitoring.mode,
  }
}

function toLink(found: WithCompany<NetworkLinkRow>, state = unknown): NetworkLink {
  const { row } = found
  return {
    ...ownerOf(found),
    name: row.name,
    kind: row.kind,
    from_device: row.from_device,
    to: row.to,
    speed_mbps: row.speed_mbps,
    status: state.status,
    load_percent: state.loadPercent,
  }
}

/** The scope's managed devices and links (every visible one without a scope), as the monitoring platform sees them. */
export async function getNetwork(ctx: RequestContext): Promise<Network> {
  const scope = ctx.scopeCompanyId ?? undefined
  const [devices, links] = await Promise.all([listDeviceRows(ctx, scope), listLinkRows(ctx, scope)])
  const states = await ctx.platform.monitoring.states(ctx, [
    ...devices.map((d) => d.row.monitor_ref),
    ...links.map((l) => l.row.monitor_ref),
  ])
  return {
    devices: devices.map((d) => toDevice(ctx, d, states.get(d.row.monitor_ref))),
    links: links.map((l) => toLink(l, states.get(l.row.monitor_ref))),
  }
}

/**
 * Pauses a device's monitoring for some hours (maintenance: no alerts to the NOC) or makes it active
 * again, at the monitoring platform; audited with the company.
 */
export async function setDeviceMonitoring(
  ctx: RequestContext,
  id: string,
  input: MonitoringInput,
): Promise<NetworkDevice> {
  const found = await findDeviceRow(ctx, id)
  if (!found) throw new NotFound()
  const until =
    input.monitoring === 'paused' && input.hours
      ? new Date(ctx.platform.now().getTime() + input.hours * HOUR)
      : null
  await ctx.transaction(async (tx) => {
    await tx.platform.monitoring.pause(tx, found.row.monitor_ref, until)
    await audit(tx, {
      action: `aas_device.monitoring_${input.monitoring}`,
      entity: 'aas_network_device',
      entity_id: id,
      company_id: found.row.company_id,
      after: { paused_until: until?.toISOString() ?? null },
    })
  })
  const states = await ctx.platform.monitoring.states(ctx, [found.row.monitor_ref])
  return toDevice(ctx, found, states.get(found.row.monitor_ref))
}
