import type { InternetLineStatus, PortStatus, SimState } from '@portico/contracts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Days (a wish or planned date), moments, numbers and names in the interface language. */
export const useConnectivityFormat = useFormat

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
