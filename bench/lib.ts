import autocannon from 'autocannon'

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number }

/** autocannon against one URL: no pipelining, a warm-up first, then the measured run. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url,
      headers,
      connections: 10,
      pipelining: 1,
      duration,
      workers: 0,
    }) as Promise<autocannon.Result>
  await run(1)
  const result = await run(seconds)
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

export function ratioLine(name: string, subject: LoadResult, baseline: LoadResult, target: number) {
  const ratio = subject.rps / baseline.rps
  return row(
    name,
    `${String(subject.rps).padStart(7)} req/s  p99 ${String(subject.p99).padStart(4)} ms | ` +
      `baseline ${String(baseline.rps).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(4)} ms | ` +
      `ratio ${ratio.toFixed(2)} (target >= ${target}) ${verdict(ratio >= target, 'BELOW TARGET')}`,
  )
}

/** Latency percentiles of `count` sequential requests, after 20 unmeasured ones. */
export async function latencies(url: string, headers: Record<string, string>, count = 200) {
  const times: number[] = []
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    if (i >= 20) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

export const verdict = (ok: boolean, failed = 'ABOVE TARGET') => (ok ? 'ok' : failed)

/** A printed row: the name in a 34-character column, then the figures. */
export const row = (name: string, figures: string) => `${name.padEnd(34)} ${figures}`

/**
 * Rate limits off: a load test is one user sending thousands of requests a minute. The `limits`
 * section measures what the limits cost against this, in the same run.
 */
export const LIMITS_OFF = {
  RATE_LIMIT_USER_PER_MINUTE: '0',
  RATE_LIMIT_WRITES_PER_MINUTE: '0',
  RATE_LIMIT_COMPANY_PER_MINUTE: '0',
  LOGIN_RATE_LIMIT: '100000',
}
