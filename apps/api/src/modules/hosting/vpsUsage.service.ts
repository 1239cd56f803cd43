import type { VpsTrafficDay, VpsTrafficHour } from '@portico/contracts'
import { formatTrafficUsage, todayIn } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { render, withValues } from '../../lib/texts.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import { ComputeError } from './compute/adapter.ts'
import { type CounterReading, sumTraffic, trafficBetween } from './compute/traffic.ts'
import { alertStage } from './usage.service.ts'
import {
  insertTrafficSample,
  moveVpsAlertStage,
  setVps,
  trafficSamples,
  type VpsRow,
  type VpsSampleRow,
  vpsesToMeasure,
} from './vps.repository.ts'
import { vpsTexts } from './vps.texts.ts'

export const HOSTING_VPS_COLLECT = 'hosting.vps-collect-traffic'
const HOUR = 3_600_000

const readingOf = (s: VpsSampleRow): CounterReading => ({
  at: s.sampled_at.getTime(),
  netin: s.netin,
  netout: s.netout,
  uptime: s.uptime,
})

/** The first instant of the month `now` is in (UTC, as the platforms count a month's traffic). */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

/** The readings per VPS, in time order, with the reading before `since` first when there is one. */
async function readingsBy(ctx: RequestContext, ids: string[], since: Date) {
  const by = new Map<string, VpsSampleRow[]>()
  for (const sample of await trafficSamples(ctx, ids, since)) {
    const list = by.get(sample.vps_id) ?? []
    list.push(sample)
    by.set(sample.vps_id, list)
  }
  return by
}

/** Traffic this month (in + out) per VPS, summed from its readings across restarts. */
export async function monthTraffic(ctx: RequestContext, ids: string[]): Promise<Map<string, number>> {
  const since = monthStart(ctx.platform.now())
  const by = await readingsBy(ctx, ids, since)
  return new Map(
    ids.map((id) => {
      const samples = by.get(id) ?? []
      const [first] = samples
      const base = first && first.hour < since ? first : null
      const inMonth = samples.filter((s) => s.hour >= since)
      return [id, sumTraffic(inMonth.map(readingOf), base && readingOf(base)).totalBytes]
    }),
  )
}

/** The last 48 hours' traffic and the last 30 days' (per day in the provider's calendar) of one VPS. */
export async function trafficHistory(
  ctx: RequestContext,
  id: string,
): Promise<{ hours: VpsTrafficHour[]; days: VpsTrafficDay[] }> {
  const now = ctx.platform.now().getTime()
  const samples = (await readingsBy(ctx, [id], new Date(now - 30 * 24 * HOUR))).get(id) ?? []
  const hours: VpsTrafficHour[] = []
  const days = new Map<string, number>()
  samples.forEach((sample, i) => {
    if (i === 0) return
    const prev = samples[i - 1]
    const delta = trafficBetween(prev ? readingOf(prev) : null, readingOf(sample))
    const day = todayIn(ctx.platform.timeZone, sample.hour)
    days.set(day, (days.get(day) ?? 0) + delta.inBytes + delta.outBytes)
    if (sample.hour.getTime() > now - 48 * HOUR)
      hours.push({ hour: sample.hour.toISOString(), in_bytes: delta.inBytes, out_bytes: delta.outBytes })
  })
  return { hours, days: [...days].map(([day, traffic_bytes]) => ({ day, traffic_bytes })) }
}

/** The month's traffic against the plan's limit: a rise is mailed once per stage, a fall only recorded. */
async function judge(ctx: RequestContext, row: VpsRow, used: number) {
  const stage = alertStage(used, row.traffic_limit_bytes)
  if (stage === row.traffic_alert) return
  await ctx.transaction(async (tx) => {
    if (!(await moveVpsAlertStage(tx, row.id, row.traffic_alert, stage)) || stage < row.traffic_alert) return
    await notifyCompany(tx, row.company_id, 'usage_alert', (locale) => {
      const values = {
        name: row.name,
        stage: String(stage),
        used: formatTrafficUsage(used, { locale }),
        limit: formatTrafficUsage(row.traffic_limit_bytes ?? 0, { locale }),
        link: `${tx.platform.publicUrl}/hosted/vpses/${row.id}`,
      }
      return {
        subject: render(withValues(vpsTexts.usageSubject, values), locale),
        text: render(withValues(vpsTexts.usageText, values), locale),
      }
    })
  })
}

/** Reads one VPS's counters for this hour, keeps its power and addresses, and judges its traffic. */
export async function sampleVps(ctx: RequestContext, row: VpsRow) {
  if (row.node === null || row.vmid === null) return false
  const now = ctx.platform.now()
  const status = await ctx.platform.vpsPlatform.status(ctx, { node: row.node, vmid: row.vmid })
  await insertTrafficSample(ctx, {
    vps_id: row.id,
    hour: new Date(Math.floor(now.getTime() / HOUR) * HOUR),
    sampled_at: now,
    netin: status.netinBytes,
    netout: status.netoutBytes,
    uptime: status.uptimeSeconds,
  })
  await setVps(ctx, row.id, { power: status.power, ip_addresses: status.ipAddresses })
  await judge(ctx, row, (await monthTraffic(ctx, [row.id])).get(row.id) ?? 0)
  return true
}

/**
 * The hourly collector of one provider: every VPS the platform runs is read once per hour (running
 * again in the same hour keeps the first reading). A VM the platform refuses to report is skipped; the
 * platform being away fails the job, which retries.
 */
export async function collectVpsTraffic(ctx: RequestContext, providerId: string): Promise<number> {
  let measured = 0
  for (const row of await vpsesToMeasure(ctx, providerId)) {
    try {
      if (await sampleVps(ctx, row)) measured += 1
    } catch (error) {
      if (!(error instanceof ComputeError)) throw error
    }
  }
  return measured
}
