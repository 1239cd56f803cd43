/**
 * The licence planner's forecast: what planned per-user changes do to one SKU's seats over time,
 * under the tenant's policy and Microsoft's new-commerce rules (nce.ts), as pure functions. The
 * job that carries a change out decides with the same function on the subscription as it is then.
 */
import { addDays } from './dates.ts'
import { decreaseSeats, increaseSeats, type NceSubscription, renew, renewalAt } from './nce.ts'
import { prorate } from './periods.ts'

export type LicencePolicy = { buyMissing: boolean; releaseSeats: boolean }

/**
 * An assignment takes a free seat, buys one, or is short (it stops and notifies); a removal frees
 * the seat, gives it back (lower quantity), keeps it paid (window closed) or finds nothing to remove.
 */
export type LicenceEffect =
  | 'free_seat'
  | 'buys_seat'
  | 'short'
  | 'frees_seat'
  | 'releases_seat'
  | 'keeps_seat'
  | 'nothing'

/** One SKU in one tenant: its subscription (null: none), its seat price for the term, and seats assigned. */
export type SkuSeats = {
  subscription: NceSubscription | null
  unitPriceMinor: number
  assigned: number
}

export type LicenceStep = {
  action: 'assign' | 'remove'
  at: Date /** the user has the licence */
  has: boolean
}

export type StepResult = {
  effect: LicenceEffect
  costMinor: number
  opensAt: string | null
  after: SkuSeats
}

/** The subscription with every renewal due by `at` applied. */
export function renewedBy(sub: NceSubscription, at: Date): NceSubscription {
  let current = sub
  while (
    (current.status === 'active' || current.status === 'suspended') &&
    Date.parse(renewalAt(current)) <= at.getTime()
  ) {
    current = renew(current)
  }
  return current
}

const purchasedOf = (s: SkuSeats) =>
  s.subscription && s.subscription.status === 'active' ? s.subscription.quantity : 0

/** One change at its moment: what it does to the seats, what it costs, and the seats after it. */
export function applyStep(seats: SkuSeats, step: LicenceStep, policy: LicencePolicy): StepResult {
  const sub = seats.subscription ? renewedBy(seats.subscription, step.at) : null
  const now = { ...seats, subscription: sub }
  if (step.action === 'assign') {
    if (step.has) return { effect: 'nothing', costMinor: 0, opensAt: null, after: now }
    const assigned = now.assigned + 1
    if (assigned <= purchasedOf(now))
      return { effect: 'free_seat', costMinor: 0, opensAt: null, after: { ...now, assigned } }
    if (!policy.buyMissing || !sub) return { effect: 'short', costMinor: 0, opensAt: null, after: now }
    const bought = increaseSeats(sub, 1, seats.unitPriceMinor, step.at)
    if (!bought.ok) return { effect: 'short', costMinor: 0, opensAt: null, after: now }
    const subscription = {
      ...sub,
      quantity: sub.quantity + 1,
      batches: [...sub.batches, bought.batch],
      scheduled: null,
    }
    return {
      effect: 'buys_seat',
      costMinor: bought.proratedMinor,
      opensAt: null,
      after: { ...now, subscription, assigned },
    }
  }
  if (!step.has) return { effect: 'nothing', costMinor: 0, opensAt: null, after: now }
  const freed = { ...now, assigned: Math.max(0, now.assigned - 1) }
  if (!policy.releaseSeats || !sub) return { effect: 'frees_seat', costMinor: 0, opensAt: null, after: freed }
  const fewer = decreaseSeats(sub, 1, step.at)
  if (!fewer.ok) return { effect: 'keeps_seat', costMinor: 0, opensAt: fewer.opensAt, after: freed }
  const subscription = { ...sub, quantity: sub.quantity - 1, batches: fewer.batches, scheduled: null }
  const today = step.at.toISOString().slice(0, 10)
  const refund = prorate(seats.unitPriceMinor, { start: sub.termStart, end: addDays(sub.termEnd, 1) }, today)
  return {
    effect: 'releases_seat',
    costMinor: -refund,
    opensAt: null,
    after: { ...freed, subscription },
  }
}
