import type { InternetLineStatus, PortStatus, SimState } from '@portico/contracts'
import { formatDate, formatDateTime, formatNumber } from '../../shared/i18n/format.ts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Days (a wish or planned date, noon UTC so no zone moves it) and moments in the interface language. */
export function useConnectivityFormat() {
  const format = useFormat()
  return {
    ...format,
    day: (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`, format.language) : '–'),
    moment: (value: string) => formatDateTime(value, format.language),
    number: (value: number) => formatNumber(value, format.language),
    name: (item: { name_en: string; name_nl: string }) =>
      format.language === 'nl' ? item.name_nl : item.name_en,
  }
}

export const LINE_STATUS_COLORS: Partial<Record<InternetLineStatus, string>> = {
  awaiting_order: 'gray',
  submitted: 'blue',
  planned: 'yellow',
  delivered: 'teal',
  active: 'green',
  terminated: 'gray',
  failed: 'red',
}

export const SIM_STATE_COLORS: Partial<Record<SimState, string>> = {
  TEST: 'blue',
  ACTIVE: 'teal',
  LIVE: 'green',
  OFFLINE: 'orange',
  CLOSED: 'gray',
}

export const PORT_STATUS_COLORS: Partial<Record<PortStatus, string>> = {
  requested: 'gray',
  in_progress: 'blue',
  delayed: 'orange',
  ready: 'teal',
  blocked: 'red',
  completed: 'green',
}
