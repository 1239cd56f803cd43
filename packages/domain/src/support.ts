export const TICKET_LEVELS = ['low', 'medium', 'high'] as const
export type TicketLevel = (typeof TICKET_LEVELS)[number]
export const TICKET_PRIORITIES = ['p1', 'p2', 'p3', 'p4'] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]

/** impact -> urgency -> priority. */
export type PriorityMatrix = Record<TicketLevel, Record<TicketLevel, TicketPriority>>
/** Business minutes per priority until the first response and until resolution. */
export type SlaMinutes = Record<TicketPriority, { first_response: number; resolution: number }>

/** ITIL's impact x urgency grid, folded to four priorities. */
export const DEFAULT_PRIORITY_MATRIX: PriorityMatrix = {
  high: { high: 'p1', medium: 'p2', low: 'p3' },
  medium: { high: 'p2', medium: 'p3', low: 'p4' },
  low: { high: 'p3', medium: 'p4', low: 'p4' },
}

/** Targets in business minutes (an 8-hour day is 480). */
export const DEFAULT_SLA_MINUTES: SlaMinutes = {
  p1: { first_response: 60, resolution: 480 },
  p2: { first_response: 240, resolution: 1440 },
  p3: { first_response: 480, resolution: 2400 },
  p4: { first_response: 960, resolution: 4800 },
}

export function priorityFor(
  matrix: PriorityMatrix,
  impact: TicketLevel,
  urgency: TicketLevel,
): TicketPriority {
  return matrix[impact][urgency]
}
