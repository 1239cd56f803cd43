import { Alert } from '@mantine/core'
import { isApiError } from '../api/ApiError.ts'
import { ConflictAlert } from './ConflictAlert.tsx'

/**
 * What a form page says about its last save, above its fields: someone else saved first (412, with
 * a reload), that it was saved, or what is wrong (with the messages that have no field on screen).
 */
export function SaveStatus({
  error,
  onReload,
  saved,
  invalid,
  unplaced = [],
  testId,
}: {
  /** The save mutation's error, if any. */
  error: unknown
  onReload: () => void
  /** The "saved" message while it shows. */
  saved: string | null
  /** The form's summary when it has errors; null when it has none. */
  invalid: string | null
  unplaced?: string[]
  /** The stem of the test ids: `<stem>-saved`, `<stem>-errors`. */
  testId: string
}) {
  return (
    <>
      {isApiError(error) && error.status === 412 ? <ConflictAlert onReload={onReload} /> : null}
      {saved ? (
        <Alert color="green" role="status" data-testid={`${testId}-saved`}>
          {saved}
        </Alert>
      ) : null}
      {invalid ? (
        <Alert color="red" role="alert" data-testid={`${testId}-errors`}>
          {invalid}
          {unplaced.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
    </>
  )
}
