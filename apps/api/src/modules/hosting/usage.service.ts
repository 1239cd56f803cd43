import { addDays, formatDiskUsage, formatTrafficUsage } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { render, withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import {
  accountsToMeasure,
  type HostingAccountRow,
  moveAlertStage,
  pruneUsageDays,
  upsertUsageDay,
} from './hosting.repository.ts'
import { hostingTexts } from './hosting.texts.ts'
import { PanelError, type PanelUsage } from './panel/adapter.ts'

export const HOSTING_COLLECT_USAGE = 'hosting.collect-usage'

/** How far back the usage history reaches. */
export const HISTORY_DAYS = 90

/** A stored alert stage as the contracts type it. */
export const storedStage = (stage: number) => (stage >= 100 ? 100 : stage >= 80 ? 80 : 0)

/** The alert stage a use reaches against a limit: 100 at or over it, 80 from 80%, else 0; none unlimited. */
export function alertStage(used: number, limit: number | null): 0 | 80 | 100 {
  if (limit === null || limit <= 0) return 0
  const share = used / limit
  return share >= 1 ? 100 : share >= 0.8 ? 80 : 0
}

/**
 * A limit's stage moved: up, the company's people who want usage alerts hear it once per stage; down
 * (traffic starts again each month, a bigger package), it is only recorded, so the next rise is told.
 */
async function judge(
  ctx: RequestContext,
  row: HostingAccountRow,
  which: 'disk' | 'traffic',
  used: number,
  limit: number | null,
) {
  const column = which === 'disk' ? 'disk_alert' : 'traffic_alert'
  const stage = alertStage(used, limit)
  if (stage === row[column]) return
  await ctx.transaction(async (tx) => {
    if (!(await moveAlertStage(tx, row.id, column, row[column], stage)) || stage < row[column]) return
    const format = which === 'disk' ? formatDiskUsage : formatTrafficUsage
    await notifyCompany(tx, row.company_id, 'usage_alert', (locale) => {
      const values = {
        domain: row.domain,
        what: render(hostingTexts[which], locale),
        stage: String(stage),
        used: format(used, { locale }),
        limit: format(limit ?? 0, { locale }),
        link: `${tx.platform.publicUrl}/hosted/webhosting/${row.id}`,
      }
      return {
        subject: render(withValues(hostingTexts.usageSubject, values), locale),
        text: render(withValues(hostingTexts.usageText, values), locale),
      }
    })
  })
}

/** Stores today's use of one account, forgets days older than the history, and judges the alerts. */
export async function recordUsage(ctx: RequestContext, row: HostingAccountRow, usage: PanelUsage) {
  const today = todayOf(ctx)
  await upsertUsageDay(ctx, {
    account_id: row.id,
    day: today,
    disk_bytes: usage.diskBytes,
    traffic_bytes: usage.trafficBytes,
    disk_limit_bytes: usage.limits.diskBytes,
    traffic_limit_bytes: usage.limits.trafficBytes,
  })
  await pruneUsageDays(ctx, row.id, addDays(today, -HISTORY_DAYS + 1))
  await judge(ctx, row, 'disk', usage.diskBytes, usage.limits.diskBytes)
  await judge(ctx, row, 'traffic', usage.trafficBytes, usage.limits.trafficBytes)
}

/**
 * The daily collector of one provider: every account the panel has is measured once per day (running
 * again the same day overwrites that day). An account the panel refuses to report is skipped, the
 * others go on; the panel being away fails the job, which retries.
 */
export async function collectUsage(ctx: RequestContext, providerId: string): Promise<number> {
  let measured = 0
  for (const row of await accountsToMeasure(ctx, providerId)) {
    let usage: PanelUsage
    try {
      usage = await ctx.platform.hostingPanel.usage(ctx, row.username)
    } catch (error) {
      if (error instanceof PanelError) continue
      throw error
    }
    await recordUsage(ctx, row, usage)
    measured += 1
  }
  return measured
}
