/**
 * Traffic from a VM's network counters. Proxmox counts bytes in and out since the machine last
 * started: a restart sets them to 0 again. The collector reads them every hour; the traffic between two
 * readings is the counters' growth, or, when the machine restarted in between, what it counted since
 * its restart (what it moved between the earlier reading and going down is not counted anywhere: no
 * reading saw it). A restart is known by the counter going down, or by an uptime shorter than the time
 * since the earlier reading (the counter may have grown past its old value since the restart).
 */

export type CounterReading = {
  /** When it was read (ms since the epoch). */
  at: number
  netin: number
  netout: number
  /** Seconds since the machine started; 0 while it is stopped. */
  uptime: number
}

export type TrafficDelta = { inBytes: number; outBytes: number; restarted: boolean }

/** A few seconds of slack between the platform's uptime and our clock. */
const SLACK_SECONDS = 5

/** The traffic between two readings (`before` null: the first reading, which counts nothing). */
export function trafficBetween(before: CounterReading | null, after: CounterReading): TrafficDelta {
  if (!before) return { inBytes: 0, outBytes: 0, restarted: false }
  const elapsed = (after.at - before.at) / 1000
  const restarted =
    after.netin < before.netin || after.netout < before.netout || after.uptime + SLACK_SECONDS < elapsed
  if (restarted) return { inBytes: after.netin, outBytes: after.netout, restarted }
  return { inBytes: after.netin - before.netin, outBytes: after.netout - before.netout, restarted }
}

/**
 * The traffic of a series of readings, oldest first: each reading's growth over the one before,
 * summed. `base` is the reading before the series (the last one of the previous month), if any.
 */
export function sumTraffic(readings: CounterReading[], base: CounterReading | null = null) {
  let inBytes = 0
  let outBytes = 0
  let before = base
  for (const reading of readings) {
    const delta = trafficBetween(before, reading)
    inBytes += delta.inBytes
    outBytes += delta.outBytes
    before = reading
  }
  return { inBytes, outBytes, totalBytes: inBytes + outBytes }
}
