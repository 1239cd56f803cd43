import type { Order } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { orderRefetchInterval } from './queries.ts'

const order = (status: Order['status'], provisioning: Order['items'][number]['provisioning']) =>
  ({ status, items: [{ provisioning }] }) as unknown as Order

describe('an order page asks again', () => {
  it('while set-up runs, and while the order waits for approval; not once it is settled', () => {
    expect(orderRefetchInterval(order('approved', 'running'))).toBe(2000)
    expect(orderRefetchInterval(order('approved', 'waiting'))).toBe(2000)
    // Staff approve elsewhere: the customer's page learns it without being reopened.
    expect(orderRefetchInterval(order('pending', 'waiting'))).toBe(10_000)
    expect(orderRefetchInterval(order('active', 'done'))).toBe(false)
    expect(orderRefetchInterval(undefined)).toBe(false)
  })
})
