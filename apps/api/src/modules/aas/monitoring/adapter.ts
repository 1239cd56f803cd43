import type { RequestContext } from '../../../auth/context.ts'

/** What the monitoring platform knows of one monitored object (a device or a link), by its reference. */
export type MonitoredState = {
  status: 'up' | 'warning' | 'down' | 'unknown'
  firmware: string | null
  lastSeenAt: Date | null
  /** A link's traffic in the last five minutes as a share of its speed. */
  loadPercent: number | null
  /** Monitoring is paused (no alerts) until then; null when it is active. */
  pausedUntil: Date | null
}

/**
 * The network monitoring platform (the NOC's tool that polls the managed devices) behind one
 * interface: the portal keeps the inventory, the platform tells how each object is doing and lets
 * monitoring pause for maintenance. vendors.md names no such platform, so the sandbox is the only one.
 */
export type MonitoringPlatform = {
  /** sandbox, or the platform's name: shown on each device. */
  mode: string
  states(ctx: RequestContext, refs: string[]): Promise<Map<string, MonitoredState>>
  /** Pauses monitoring of the object until `until`, or resumes it (null). */
  pause(ctx: RequestContext, ref: string, until: Date | null): Promise<void>
}
