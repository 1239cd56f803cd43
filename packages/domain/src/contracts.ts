import { addDays } from './dates.ts'
import { addMonths, PERIOD_MONTHS, type RecurringPeriod } from './periods.ts'

/**
 * A recurring service's contract: a first term of at least the commitment (whole billing periods, so
 * a term always ends where a billed period does), renewed tacitly per billing period after it; a
 * notice given at least `noticeDays` before a term's end ends the contract there.
 */
export type ContractInput = {
  /** The service's first day (YYYY-MM-DD). */
  start: string
  period: RecurringPeriod
  /** The minimum term in months; 0: no commitment beyond one billing period. */
  commitmentMonths: number
  noticeDays: number
}

export type ContractTerms = {
  /** The first day after the commitment (the first term's end, exclusive). */
  commitmentEnd: string
  /** Whether `today` is still inside the first term. */
  committed: boolean
  /** The end of the term `today` is in (exclusive: the next term's first day). */
  termEnd: string
  /** The last day a notice ends the contract at `termEnd`. */
  lastCancelDay: string
  /** Where a notice given `today` ends the contract (exclusive): `termEnd`, or the next term's end when too late. */
  earliestEnd: string
}

/** The first term in months: the commitment rounded up to whole billing periods, at least one. */
export function firstTermMonths(period: RecurringPeriod, commitmentMonths: number): number {
  const months = PERIOD_MONTHS[period]
  return Math.max(1, Math.ceil(Math.max(commitmentMonths, 0) / months)) * months
}

/** The contract's dates as they stand on `today` (YYYY-MM-DD). */
export function contractTerms(contract: ContractInput, today: string): ContractTerms {
  const first = firstTermMonths(contract.period, contract.commitmentMonths)
  const renewal = PERIOD_MONTHS[contract.period]
  const commitmentEnd = addMonths(contract.start, first)
  // Term ends are counted from the start, never chained, so month ends do not drift.
  const termEndAfter = (day: string) => {
    if (day < commitmentEnd) return commitmentEnd
    let k = 1
    while (addMonths(contract.start, first + k * renewal) <= day) k++
    return addMonths(contract.start, first + k * renewal)
  }
  const lastCancelDayOf = (end: string) => addDays(end, -Math.max(contract.noticeDays, 0) - 1)
  const termEnd = termEndAfter(today)
  const lastCancelDay = lastCancelDayOf(termEnd)
  return {
    commitmentEnd,
    committed: today < commitmentEnd,
    termEnd,
    lastCancelDay,
    earliestEnd:
      today <= lastCancelDay ? termEnd : nextEndAfter(termEnd, lastCancelDayOf, termEndAfter, today),
  }
}

/** The first term end after `end` whose last cancel day is still to come on `today`. */
function nextEndAfter(
  end: string,
  lastCancelDayOf: (end: string) => string,
  termEndAfter: (day: string) => string,
  today: string,
): string {
  let next = termEndAfter(end)
  while (lastCancelDayOf(next) < today) next = termEndAfter(next)
  return next
}
