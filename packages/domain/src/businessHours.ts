/** Opening hours in one time zone: ISO weekdays (1 = Monday ... 7 = Sunday), 'HH:MM' start and end. */
export type BusinessHours = {
  time_zone: string
  days: number[]
  start: string
  end: string
  /** Local dates (YYYY-MM-DD) on which nobody works. */
  holidays?: string[]
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  time_zone: 'Europe/Amsterdam',
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
  holidays: [],
}

type LocalDate = { y: number; m: number; d: number }

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall clock of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return {
    y: parts.year ?? 0,
    m: parts.month ?? 0,
    d: parts.day ?? 0,
    h: parts.hour ?? 0,
    mi: parts.minute ?? 0,
    s: parts.second ?? 0,
  }
}

/** Offset (local minus UTC, ms) of the zone at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(instant / 1000) * 1000
}

/** The instant at which the zone's wall clock shows this local time (DST gaps move forward). */
function zonedInstant(date: LocalDate, minutesOfDay: number, timeZone: string): number {
  const guess = Date.UTC(date.y, date.m - 1, date.d, 0, minutesOfDay)
  const first = guess - offsetAt(guess, timeZone)
  const second = guess - offsetAt(first, timeZone)
  return Math.max(first, second)
}

const nextDay = (date: LocalDate): LocalDate => {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + 1))
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() }
}
const isoWeekday = (date: LocalDate) =>
  ((new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7) + 1
const isoDate = (date: LocalDate) =>
  `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`

function minutesOf(hhmm: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm)
  if (!match) throw new RangeError(`not a time of day: ${hhmm}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** Business-hour windows [open, close) in epoch ms, day by day from the local date of `from`. */
function* windows(from: number, hours: BusinessHours): Generator<[number, number]> {
  const open = minutesOf(hours.start)
  const close = minutesOf(hours.end)
  if (close <= open || hours.days.length === 0) throw new RangeError('business hours have no working time')
  const holidays = new Set(hours.holidays ?? [])
  const w = wallClock(from, hours.time_zone)
  let date: LocalDate = { y: w.y, m: w.m, d: w.d }
  // Ten years without a working day means the settings are wrong, not that the target is far away.
  for (let i = 0; i < 3660; i++) {
    if (hours.days.includes(isoWeekday(date)) && !holidays.has(isoDate(date))) {
      yield [zonedInstant(date, open, hours.time_zone), zonedInstant(date, close, hours.time_zone)]
    }
    date = nextDay(date)
  }
  throw new RangeError('business hours have no working time')
}

/**
 * The instant that lies `minutes` of business time after `start` (SLA due times). Time outside the
 * hours, on weekends and on holidays does not count; a start outside the hours begins at the next opening.
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError('minutes must be >= 0')
  let remaining = minutes * 60_000
  let cursor = start.getTime()
  for (const [open, close] of windows(cursor, hours)) {
    if (close <= cursor) continue
    if (cursor < open) cursor = open
    const available = close - cursor
    if (remaining <= available) return new Date(cursor + remaining)
    remaining -= available
    cursor = close
  }
  throw new RangeError('unreachable')
}

/** Business minutes between two instants (0 when `to` is not after `from`): how much SLA time is used. */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  const end = to.getTime()
  let cursor = from.getTime()
  let total = 0
  if (end <= cursor) return 0
  for (const [open, close] of windows(cursor, hours)) {
    if (open >= end) break
    if (close <= cursor) continue
    total += Math.min(close, end) - Math.max(open, cursor)
    cursor = close
  }
  return Math.round(total / 60_000)
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone: 00:00 on its wall clock. */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number)
  return new Date(zonedInstant({ y, m, d }, 0, timeZone))
}
