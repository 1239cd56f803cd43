import type { MicrosoftSubscription } from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { TFunction } from 'i18next'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Dates and moments of subscriptions in the interface language. */
export function useMicrosoftFormat() {
  const format = useFormat()
  return {
    ...format,
    /** The renewal's day: the day after the term's last day. */
    renewal: (termEnd: string) => format.day(addDays(termEnd, 1)),
  }
}

export const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  suspended: 'yellow',
  expired: 'gray',
  deleted: 'red',
}

/** The changes scheduled for the renewal in words; '' when there are none. */
export function scheduledText(t: TFunction, scheduled: MicrosoftSubscription['scheduled']): string {
  if (!scheduled) return ''
  return t('microsoft.subscription.scheduled', {
    quantity: scheduled.quantity,
    product: scheduled.product,
    term: t(`microsoft.term.${scheduled.term}`),
    billing: t(`microsoft.billing.${scheduled.billing}`).toLowerCase(),
  })
}
