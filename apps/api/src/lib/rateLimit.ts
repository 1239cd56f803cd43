import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'

/** One counter to bump: its key and the most it may reach in one window. */
export type Limit = { key: string; max: number }

/** The first limit that is over, with the seconds until one more request fits; null when all fit. */
export type Verdict = { key: string; max: number; retryAfter: number } | null

type RawClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

type Row = {
  key: string
  hits: number
  previous: number
  claimed: number
  window_index: string | number
  now_ms: number
}

/** Requests this instance has claimed for a key and not served yet, and what was left under the limit. */
type Allowance = { left: number; room: number; until: number }

/** A claim takes at most this share of what is left under a limit; near the limit, one request. */
const CLAIM_SHARE = 0.1

/**
 * Counters in the database, so that every instance on it counts together: a sliding window estimate
 * (this window's hits plus the previous window's, weighted by how much of it still overlaps), one row
 * per key, bumped for every limit of a request in one upsert (one round trip) on the database's clock.
 *
 * Far below a limit an instance claims a slice of it at once (a tenth of what is left) and serves that
 * many requests without asking again; near the limit every request is one claim. A claim is granted
 * only up to the limit, so instances together never let more through than the limit; unused slices
 * only make others stop a little early. Concurrent requests on one instance wait for the claim in
 * flight on their key and take from it, rather than each claiming a slice (fifty at once would
 * otherwise claim five times the limit and be refused). With 600 a minute, a user costs about 25 upserts a minute
 * at full speed instead of 600 (docs/decisions/0006-limits.md, docs/benchmarks.md).
 */
export function createRateLimiter(database: Pick<Database, 'db' | 'driver'>, windowMs = 60_000) {
  const { db } = database
  const allowances = new LRUCache<string, Allowance>({ max: 50_000 })
  // The first claim on its way to the database, by key: a request that needs one of these keys
  // waits for it and then takes from what it granted, so that concurrent requests do not each claim
  // a slice.
  const inFlight = new Map<string, Promise<unknown>>()
  let nextSweep = 0
  // Sent straight to the driver (node-postgres prepares it once per connection by name; PGlite takes
  // it as is) rather than built through drizzle for every claim.
  const client = (db as unknown as { $client: RawClient }).$client
  // Each key's claim is cut to what still fits under its limit, but counts at least the request
  // itself: a refused request is counted too, so a client that keeps hammering stays refused.
  const base = 'case when r.window_index = excluded.window_index then r.hits else 0 end'
  const previous = `case when r.window_index = excluded.window_index then r.previous
    when r.window_index = excluded.window_index - 1 then r.hits else 0 end`
  const elapsed = '(extract(epoch from now()) * 1000 - excluded.window_index * $3) / $3'
  const room = `floor(excluded.limit_max - (${base}) - (${previous}) * (1 - ${elapsed}))::int`
  const added = `greatest(1, least(excluded.hits, ${room}))`
  const statement = {
    name: 'portico_rate_limit_claim',
    text: `insert into rate_limits as r (key, window_index, hits, previous, limit_max, claimed, expires_at)
      select k, floor(extract(epoch from now()) * 1000 / $3)::bigint, greatest(1, least(n, m)), 0, m,
        greatest(1, least(n, m)), now() + $4::interval
      from unnest($1::text[], $2::int[], $5::int[]) as claim(k, n, m)
      on conflict (key) do update set
        hits = ${base} + ${added},
        claimed = ${added},
        previous = ${previous},
        limit_max = excluded.limit_max,
        window_index = excluded.window_index,
        expires_at = excluded.expires_at
      returning key, hits, previous, claimed, window_index, extract(epoch from now()) * 1000 as now_ms`,
  }
  const keepFor = `${(2 * windowMs) / 1000} seconds`

  async function hit(limits: Limit[]): Promise<Verdict> {
    // Wait once for claims in flight on these keys: far below the limit they grant enough for every
    // waiter. Near the limit, refused, or when a claim fails, each waiter then claims for itself, as
    // before, in parallel (a waiter never waits twice, so nothing queues up behind a key).
    const waits = limits.map((limit) => inFlight.get(limit.key)).filter((wait) => wait !== undefined)
    if (waits.length > 0) await Promise.allSettled(waits)
    const now = Date.now()
    const claims = new Map<string, Limit & { size: number }>()
    for (const limit of limits) {
      if (limit.max <= 0 || claims.has(limit.key)) continue
      const allowance = allowances.get(limit.key)
      if (allowance && allowance.left > 0 && allowance.until > now) {
        allowance.left -= 1
        continue
      }
      // A share of what was left at the last claim (of the whole limit the first time).
      const room = allowance && allowance.until > now ? allowance.room : limit.max
      claims.set(limit.key, { ...limit, size: Math.max(1, Math.floor(room * CLAIM_SHARE)) })
    }
    if (claims.size === 0) return null
    const pending = claim(claims, now)
    const mine = [...claims.keys()].filter((key) => !inFlight.has(key))
    for (const key of mine) inFlight.set(key, pending)
    try {
      return await pending
    } finally {
      for (const key of mine) if (inFlight.get(key) === pending) inFlight.delete(key)
    }
  }

  /** Bumps the claimed counters in one upsert and records what each claim granted. */
  async function claim(claims: Map<string, Limit & { size: number }>, now: number): Promise<Verdict> {
    const wanted = [...claims.values()]
    const values = [
      wanted.map((c) => c.key),
      wanted.map((c) => c.size),
      windowMs,
      keepFor,
      wanted.map((c) => c.max),
    ]
    const { rows } = await (database.driver === 'postgres'
      ? client.query({ ...statement, values })
      : client.query(statement.text, values))
    sweepSoon()
    let verdict: Verdict = null
    for (const row of rows as Row[]) {
      const claim = claims.get(row.key)
      if (!claim) continue
      const estimate = row.hits + row.previous * (1 - elapsedShare(row, windowMs))
      const granted = estimate <= claim.max ? row.claimed : 0
      allowances.set(row.key, {
        left: Math.max(0, granted - 1),
        room: Math.max(0, claim.max - estimate),
        until: now + (Number(row.window_index) + 1) * windowMs - Number(row.now_ms),
      })
      if (granted === 0 && !verdict) {
        verdict = { key: row.key, max: claim.max, retryAfter: retryAfterSeconds(row, claim.max, windowMs) }
      }
    }
    return verdict
  }

  /** Forgets counters nobody has touched for two windows, at most once a minute per instance. */
  function sweepSoon() {
    const now = Date.now()
    if (now < nextSweep) return
    nextSweep = now + 60_000
    void db
      .delete(rateLimits)
      .where(sql`${rateLimits.expires_at} < now()`)
      .catch(() => undefined)
  }

  return { hit }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>

function elapsedShare(row: { window_index: string | number; now_ms: number | string }, windowMs: number) {
  const start = Number(row.window_index) * windowMs
  return Math.min(Math.max((Number(row.now_ms) - start) / windowMs, 0), 1)
}

/** 0 when the request fits; otherwise whole seconds until the estimate leaves room for one more. */
export function retryAfterSeconds(
  row: { hits: number; previous: number; window_index: string | number; now_ms: number | string },
  max: number,
  windowMs: number,
): number {
  const start = Number(row.window_index) * windowMs
  const now = Number(row.now_ms)
  const estimate = row.hits + row.previous * (1 - elapsedShare(row, windowMs))
  if (estimate <= max) return 0
  // Room for one more request: hits + previous * (1 - f) <= max - 1 within this window, or, past its
  // end, hits * (1 - f) <= max - 1 in the next one.
  const room = max - 1
  let until: number
  if (row.hits <= room && row.previous > 0) until = start + (1 - (room - row.hits) / row.previous) * windowMs
  else until = start + windowMs + Math.max(0, 1 - room / row.hits) * windowMs
  return Math.max(1, Math.ceil((until - now) / 1000))
}
