import { describe, expect, it } from 'vitest'
import { type CounterReading, sumTraffic, trafficBetween } from '../src/modules/hosting/compute/traffic.ts'

/**
 * Issue 13 (VPS): traffic summed from hourly readings of Proxmox's counters, which start again at 0
 * when the machine restarts. Times in hours, counters in bytes, uptime in hours.
 */
const H = 3_600_000
const r = (hour: number, netin: number, netout: number, uptimeHours: number): CounterReading => ({
  at: hour * H,
  netin,
  netout,
  uptime: uptimeHours * 3600,
})

describe('traffic between two readings', () => {
  it.each([
    ['the first reading counts nothing', null, r(1, 500, 900, 5), [0, 0, false]],
    ['growth while it runs', r(0, 100, 200, 10), r(1, 350, 260, 11), [250, 60, false]],
    ['no traffic', r(0, 100, 200, 10), r(1, 100, 200, 11), [0, 0, false]],
    [
      'a restart: the counters went down, what came since counts',
      r(0, 1000, 5000, 10),
      r(1, 40, 70, 0.5),
      [40, 70, true],
    ],
    [
      'a restart past the old values: only the uptime tells',
      r(0, 100, 200, 10),
      r(1, 700, 900, 0.25),
      [700, 900, true],
    ],
    ['stopped at the second reading', r(0, 100, 200, 10), r(1, 0, 0, 0), [0, 0, true]],
    ['still stopped', r(0, 0, 0, 0), r(1, 0, 0, 0), [0, 0, true]],
    ['started since a stopped reading', r(0, 0, 0, 0), r(1, 30, 60, 0.5), [30, 60, true]],
    ['a reading late by hours, still running', r(0, 100, 200, 10), r(5, 900, 1200, 15), [800, 1000, false]],
  ] as const)('%s', (_name, before, after, [inBytes, outBytes, restarted]) => {
    expect(trafficBetween(before, after)).toEqual({ inBytes, outBytes, restarted })
  })
})

describe('traffic of a series of readings', () => {
  it.each([
    ['no readings', [], null, 0],
    ['one reading and no base', [r(0, 500, 500, 100)], null, 0],
    ['steady growth', [r(0, 0, 0, 1), r(1, 100, 50, 2), r(2, 300, 150, 3)], null, 450],
    // 100+50 before the restart; after it 20+10 and then 80+40 more: 300 in all.
    [
      'across a counter reset',
      [r(0, 1000, 1000, 10), r(1, 1100, 1050, 11), r(2, 20, 10, 0.2), r(3, 100, 50, 1.2)],
      null,
      300,
    ],
    [
      'across two resets and a stop',
      [r(0, 0, 0, 1), r(1, 50, 50, 2), r(2, 10, 10, 0.1), r(3, 0, 0, 0), r(4, 25, 25, 0.5)],
      null,
      170,
    ],
    ['from the base of the month before', [r(1, 1100, 1050, 11)], r(0, 1000, 1000, 10), 150],
    ['a reset right after the base', [r(1, 30, 30, 0.5)], r(0, 5000, 5000, 10), 60],
  ] as const)('%s: %j bytes', (_name, readings, base, total) => {
    expect(sumTraffic([...readings], base).totalBytes).toBe(total)
  })

  it('keeps in and out apart', () => {
    const sum = sumTraffic([r(0, 1000, 1000, 10), r(1, 10, 400, 0.1), r(2, 60, 500, 1.1)])
    expect(sum).toEqual({ inBytes: 60, outBytes: 500, totalBytes: 560 })
  })
})
