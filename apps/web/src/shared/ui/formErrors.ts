import { type Problem, textFor, VALIDATION_TEXTS } from '@portico/contracts'
import { currentLanguage } from '../i18n/i18n.ts'

/** Field path (e.g. "address.country") to the message shown under that field. */
export type FieldErrors = Record<string, string>

/** The part of a schema validation issue a form needs; matches zod's issues without importing zod. */
export type SchemaIssue = {
  path: readonly PropertyKey[]
  code: string
  message: string
  format?: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  expected?: string
}

export function issuePath(issue: Pick<SchemaIssue, 'path'>): string {
  return issue.path.map(String).join('.')
}

/** A contract's validation message (a code) in the interface language; other messages unchanged. */
export function validationText(message: string): string {
  return textFor(VALIDATION_TEXTS, message, currentLanguage())
}

/**
 * The first message per field; later issues on the same field would only repeat the problem.
 * `message` writes each for people, in their language (`issueMessage`): a schema's own text ("Too
 * small: expected string to have >=1 characters") never reaches a user (issue 26, item 2).
 * `fieldOf` names the field of a contract path where the form's fields are not the contract's
 * (a price grid's cell, say); by default the path itself.
 */
export function schemaFieldErrors(
  issues: readonly SchemaIssue[],
  message: (issue: SchemaIssue) => string,
  fieldOf: (path: string) => string = (path) => path,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    errors[fieldOf(issuePath(issue))] ??= message(issue)
  }
  return errors
}

/** problem+json `errors: [{field, message}]` as field errors; field names match the input schema. */
export function problemFieldErrors(problem: Problem | null | undefined): FieldErrors {
  const errors: FieldErrors = {}
  for (const { field, message } of problem?.errors ?? []) {
    if (field) errors[field] ??= message
  }
  return errors
}

/** The messages that belong to no field on the form (shown above it rather than lost). */
export function unplacedErrors(
  errors: FieldErrors,
  fields: readonly string[] | ((field: string) => boolean),
): string[] {
  const placed = typeof fields === 'function' ? fields : (field: string) => fields.includes(field)
  return Object.entries(errors)
    .filter(([field]) => !placed(field))
    .map(([field, message]) => `${field}: ${message}`)
}
