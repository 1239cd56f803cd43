import type { TicketStatus } from '@portico/contracts'
import type { TicketPriority } from '@portico/domain'
import { useAuth } from '../../shared/auth/useAuth.ts'

/** Filled badge colours with white text at 4.5:1 or better (WCAG AA) in both themes. */
export const STATUS_COLOR: Record<TicketStatus, string> = {
  open: 'blue.9',
  waiting_on_customer: '#a84300',
  on_hold: 'gray.7',
  closed: 'teal.9',
}

export const PRIORITY_COLOR: Record<TicketPriority, string> = {
  p1: 'red.9',
  p2: '#a84300',
  p3: 'blue.9',
  p4: 'gray.7',
}

/** Provider staff and super-admins work tickets: status, priority, assignee, notes, canned replies. */
export function useIsStaff(): boolean {
  return useAuth(({ user }) => user.access === 'staff' || user.access === 'super-admin')
}

/** 1536 -> "1.5 KB": binary steps, one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
