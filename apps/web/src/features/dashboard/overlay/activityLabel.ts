import type { TFunction } from 'i18next'

/** "company_user.role_changed" -> "Company user: role changed", for actions without a translation yet. */
export function humaniseAction(action: string): string {
  const text = action
    .split('.')
    .map((part) => part.replaceAll('_', ' ').trim())
    .filter(Boolean)
    .join(': ')
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : action
}

/** Audit-log actions are codes; the overlay shows them in the user's language. */
export function activityLabel(t: TFunction, action: string): string {
  return t(`activity.actions.${action}`, { defaultValue: humaniseAction(action) })
}
