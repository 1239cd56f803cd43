type Json = Record<string, unknown>

export type Record_ = { id: string; name: string; number: number; version: number; parent_id: string | null }

/** Test data through the API, for setup that is not what a test is about. */
export class PorticoApi {
  /** `token`: an access token of a sign-in like the SPA's (support/tabSession.ts). */
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }

  /**
   * Staff approve an order (its invoice is issued at approval) and record the payment of that invoice
   * in full, by bank transfer today; the invoice's status after.
   */
  async approveAndPay(orderId: string): Promise<string> {
    await this.request('POST', `/orders/${orderId}/approve`)
    const order = await this.request<{ data: { invoice_id: string } }>('GET', `/orders/${orderId}`)
    return this.payInFull(order.data.invoice_id)
  }

  /** Staff record the payment of what is still open on a billing document, by bank transfer today; its status after. */
  async payInFull(documentId: string): Promise<string> {
    const path = `/billing/documents/${documentId}`
    const before = await this.request<{ data: { balance_minor: number } }>('GET', path)
    await this.request('POST', `${path}/payments`, {
      amount_minor: before.data.balance_minor,
      paid_on: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
    })
    return (await this.request<{ data: { status: string } }>('GET', path)).data.status
  }

  async createRecord(kind: 'customers' | 'resellers', input: Json): Promise<Record_> {
    return (await this.request<{ data: Record_ }>('POST', `/${kind}`, input)).data
  }

  async getRecord(kind: 'customers' | 'resellers', id: string): Promise<Record_> {
    return (await this.request<{ data: Record_ }>('GET', `/${kind}/${id}`)).data
  }

  /** A full PUT with the current version, as someone else saving while a form is open. */
  async renameRecord(kind: 'customers' | 'resellers', id: string, name: string): Promise<Record_> {
    const current = await this.getRecord(kind, id)
    return (
      await this.request<{ data: Record_ }>(
        'PUT',
        `/${kind}/${id}`,
        { name },
        { 'if-match': `W/"${current.version}"` },
      )
    ).data
  }

  async findRecord(kind: 'customers' | 'resellers', name: string): Promise<Record_ | undefined> {
    const page = await this.request<{ data: Record_[] }>(
      'GET',
      `/${kind}?q=${encodeURIComponent(name)}&limit=50`,
    )
    return page.data.find((record) => record.name === name)
  }

  /** A record of the demo seed, by name; fails when the seed has none. */
  async seededRecord(kind: 'customers' | 'resellers', name: string): Promise<Record_> {
    const record = await this.findRecord(kind, name)
    if (!record) throw new Error(`the demo seed has no ${name}`)
    return record
  }

  async addContact(kind: 'customers' | 'resellers', id: string, input: Json): Promise<{ id: string }> {
    return (await this.request<{ data: { id: string } }>('POST', `/${kind}/${id}/contacts`, input)).data
  }

  /** Staff only: the mail the portal wrote, newest first. */
  async outbox(): Promise<{ to: string; subject: string; text: string }[]> {
    return (
      await this.request<{ data: { to: string; subject: string; text: string }[] }>('GET', '/mail/outbox')
    ).data
  }
}
