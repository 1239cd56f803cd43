/**
 * Realtime Register's REST API v2, as both its users here call it (the registrar and the certificate
 * authority, one account): `Authorization: ApiKey <key>`, JSON, errors `{ type, message }` and, for a
 * billable call without acknowledgment, the quote's billables. No retries: a mutation sent twice may
 * be done (and bought) twice, so callers follow the process instead.
 */
export type RealtimeRegisterSettings = {
  /** e.g. https://api.yoursrs.com/v2, or https://api.yoursrs-ote.com/v2 for the test environment. */
  url: string
  apiKey: string
  /** The RTR customer (account handle) the domains, contacts and certificates belong to. */
  customer: string
  /** Per call; a mutation that times out is in doubt and is never retried here. */
  timeoutMs?: number
}

export type RtrAnswer = { status: number; body: Record<string, unknown> | undefined; headers: Headers }
type RtrBillable<A extends string> = { product: string; action: A; quantity: number; amount: number }
export type RtrQuote<A extends string = string> = { currency?: string; billables?: RtrBillable<A>[] }
export type PricedBillable<A extends string> = RtrBillable<A> & { currency: string }

/** RTR's quote as billables that carry their currency. */
const fromRtr = <A extends string>(quote: RtrQuote<A> | undefined): PricedBillable<A>[] =>
  (quote?.billables ?? []).map((b) => ({
    product: b.product,
    action: b.action,
    quantity: b.quantity,
    amount: b.amount,
    currency: quote?.currency ?? 'EUR',
  }))

/** Sent back verbatim, less the currency, which RTR's billable has no field for. */
export const toRtr = <A extends string>(billables: PricedBillable<A>[] | undefined) =>
  billables?.map(({ product, action, quantity, amount }) => ({ product, action, quantity, amount }))

/**
 * RTR's refusal: its error type (e.g. BillableAcknowledgmentNeededException), message and status and,
 * for a billable call sent without acknowledgment, the quote's billables. Each user names its own.
 */
export class RtrRefusal<B> extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
    readonly billables?: B[],
  ) {
    super(message)
  }
}

/** How a user of the client turns RTR's refusal into its own error type. */
export type RtrFailure = (
  type: string,
  message: string,
  status: number,
  billables?: PricedBillable<string>[],
) => Error

/** A mutation's answer: done at once (200/201), or a process to follow (202; also in X-Process-Id). */
const startedFrom = (answer: RtrAnswer) => ({
  processId: String(answer.body?.processId ?? answer.headers.get('x-process-id') ?? ''),
  status: answer.status === 202 ? ('RUNNING' as const) : ('COMPLETED' as const),
})

/**
 * The account's calls, failing through `fail`: `call(method, path, body?)` answers RTR's answer,
 * `start` a mutation's process (done or running), `quoted(path, body)` a billable call's quote.
 */
export function realtimeRegisterClient(settings: RealtimeRegisterSettings, fail: RtrFailure) {
  const base = settings.url.replace(/\/+$/, '')
  const timeout = settings.timeoutMs ?? 30_000
  async function call(method: string, path: string, body?: unknown): Promise<RtrAnswer> {
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `ApiKey ${settings.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw fail(
        timedOut ? 'Timeout' : 'ConnectionFailed',
        timedOut ? `Realtime Register did not answer ${method} ${path} in ${timeout} ms` : String(error),
        timedOut ? 504 : 502,
      )
    }
    const text = await res.text()
    let parsed: Record<string, unknown> | undefined
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    } catch {
      parsed = undefined
    }
    if (!res.ok) {
      const type = typeof parsed?.type === 'string' ? parsed.type : 'HttpError'
      const message =
        typeof parsed?.message === 'string' ? parsed.message : `${method} ${path}: ${res.status}`
      const quote = parsed?.quote as RtrQuote | undefined
      throw fail(type, message, res.status, quote ? fromRtr(quote) : undefined)
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }
  return {
    call,
    start: (method: string, path: string, body?: unknown) => call(method, path, body).then(startedFrom),
    quoted: async <A extends string>(path: string, body: unknown) =>
      fromRtr((await call('POST', path, body)).body?.quote as RtrQuote<A> | undefined),
  }
}
