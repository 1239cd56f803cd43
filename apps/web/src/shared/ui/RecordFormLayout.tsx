import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { FieldErrors } from './formErrors.ts'
import { unplacedErrors } from './formErrors.ts'
import { SaveStatus } from './SaveStatus.tsx'
import { SubmitForm } from './SubmitForm.tsx'

/** What a record form's save said: the mutation, how to reload the record, the messages. */
export type RecordFormStatus = {
  save: { error: unknown; reset: () => void }
  /** Loads the stored record again (after someone else saved first). */
  reload: () => unknown
  /** The "saved" message while it shows. */
  saved: string | null
  errors: FieldErrors
  /** The summary shown when there are errors and none of them is the form's own (`form`). */
  invalid: string
  /** Whether a field shows its message in place; the others are listed in the summary. */
  placed: (field: string) => boolean
  /** The stem of the test ids (`<stem>-saved`, `<stem>-errors`). */
  testId: string
}

/**
 * A record's form page: the form (its header's save button submits it), notices about the record,
 * what the last save said (someone else saved first, saved, or what is wrong), then the fields.
 */
export function RecordFormLayout({
  onSubmit,
  header,
  notices,
  status,
  className,
  children,
}: {
  onSubmit: () => unknown
  header: ReactNode
  notices?: ReactNode
  status: RecordFormStatus
  className?: string
  children: ReactNode
}) {
  const { save, errors } = status
  const hasErrors = Object.keys(errors).length > 0
  return (
    <SubmitForm className={className} onSubmit={onSubmit}>
      {header}
      <Stack gap="md">
        {notices}
        <SaveStatus
          error={save.error}
          onReload={() => {
            save.reset()
            void status.reload()
          }}
          saved={status.saved}
          invalid={hasErrors ? (errors.form ?? status.invalid) : null}
          unplaced={unplacedErrors(errors, (field) => field === 'form' || status.placed(field))}
          testId={status.testId}
        />
        {children}
      </Stack>
    </SubmitForm>
  )
}
