import { findSandboxMonitors, setSandboxPause } from '../sandbox.repository.ts'
import type { MonitoredState, MonitoringPlatform } from './adapter.ts'

/**
 * The sandbox monitoring platform (the default): each object's state is a row of
 * `aas_sandbox_monitors`; a pause ends by itself once its time has passed, and an object it does not
 * know is 'unknown'.
 */
export function sandboxMonitoring(): MonitoringPlatform {
  return {
    mode: 'sandbox',
    async states(ctx, refs) {
      const now = ctx.platform.now()
      const rows = await findSandboxMonitors(ctx, refs)
      return new Map(
        rows.map((row): [string, MonitoredState] => [
          row.ref,
          {
            status: row.status,
            firmware: row.firmware,
            lastSeenAt: row.last_seen_at,
            loadPercent: row.load_percent,
            pausedUntil: row.paused_until && row.paused_until > now ? row.paused_until : null,
          },
        ]),
      )
    },
    async pause(ctx, ref, until) {
      await setSandboxPause(ctx, ref, until)
    },
  }
}
