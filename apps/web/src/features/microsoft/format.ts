import type { MicrosoftSubscription } from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { TFunction } from 'i18next'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Dates and moments of subscriptions in the interface language. */
export function useMicrosoftFormat() {
  const format = useFormat()
  const locale = format.language === 'nl' ? 'nl-NL' : 'en-GB'
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    ...format,
    date: (value: string) => dates.format(new Date(`${value}T12:00:00Z`)),
    moment: (value: string) => moments.format(new Date(value)),
    /** The renewal's day: the day after the term's last day. */
    renewal: (termEnd: string) => dates.format(new Date(`${addDays(termEnd, 1)}T12:00:00Z`)),
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
