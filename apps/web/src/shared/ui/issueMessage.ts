import type { TFunction } from 'i18next'
import { type SchemaIssue, validationText } from './formErrors.ts'

/**
 * A schema issue in the interface language. Field-specific hints (`hints[field]`) win, e.g. the format
 * of a VAT id; then the contract's own message (a code, shown in the interface language); otherwise a
 * message per kind of issue.
 */
export function issueMessage(t: TFunction, issue: SchemaIssue, hints: Record<string, string> = {}): string {
  const field = issue.path.map(String).join('.')
  const hint = hints[field]
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return t('ui.forms.required')
  if (hint) return hint
  const coded = validationText(issue.message)
  if (coded !== issue.message) return coded
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? t('ui.forms.tooLong', { maximum: Number(issue.maximum) })
        : t('ui.forms.tooBig', { maximum: Number(issue.maximum) })
    case 'too_small':
      return t('ui.forms.tooSmall', { minimum: Number(issue.minimum) })
    case 'invalid_format':
      if (issue.format === 'email') return t('ui.forms.email')
      if (issue.format === 'url') return t('ui.forms.url')
      return t('ui.forms.invalid')
    case 'invalid_type':
      return issue.expected === 'number' ? t('ui.forms.number') : t('ui.forms.invalid')
    default:
      return t('ui.forms.invalid')
  }
}
