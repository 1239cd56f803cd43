import type { MicrosoftPlannedChange } from '@portico/contracts'
import type { TFunction } from 'i18next'

export const CHANGE_STATUS_COLORS: Record<MicrosoftPlannedChange['status'], string> = {
  planned: 'blue',
  running: 'yellow',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
}

/** "Assign Microsoft 365 Business Basic" in the interface language. */
export const changeText = (t: TFunction, c: Pick<MicrosoftPlannedChange, 'action' | 'product'>) =>
  t(`planner.action.${c.action}`, { product: c.product })

/** What the change does (or did) to the seats, the reopening date of a kept seat included. */
export function effectText(
  t: TFunction,
  c: Pick<MicrosoftPlannedChange, 'effect' | 'opens_at'>,
  date: (iso: string) => string,
): string {
  if (!c.effect) return ''
  return t(`planner.effect.${c.effect}`, { date: c.opens_at ? date(c.opens_at.slice(0, 10)) : '' })
}

/** Red text readable on both schemes (axe: 4.5:1 on the light and on the dark background). */
export const WARNING_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))'
