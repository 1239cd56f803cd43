import { Alert } from '@mantine/core'
import type { ProductVisibility } from '@portico/contracts'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { RecordFormLayout, type RecordFormStatus } from '../../../shared/ui/RecordFormLayout.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { VisibilityBadge } from './VisibilityBadge.tsx'

/**
 * The form page of a product the provider keys by a code (a TLD, an SSL product) and that the first
 * save creates: the title with the product's visibility, the save button, and while it is not saved yet
 * `newNotice`. Test ids from `status.testId`: `<stem>-save`, `<stem>-new`.
 */
export function CodedProductFormLayout({
  onSubmit,
  title,
  visibility,
  saveLabel,
  saving,
  loading,
  newNotice,
  status,
  children,
}: {
  onSubmit: () => unknown
  title: string
  visibility: ProductVisibility | undefined
  saveLabel: string
  saving: boolean
  /** The stored product is still loading: nothing to save yet. */
  loading: boolean
  newNotice: string | null
  status: RecordFormStatus
  children: ReactNode
}) {
  return (
    <RecordFormLayout
      onSubmit={onSubmit}
      header={
        <PageHeader
          title={title}
          subtitle={visibility ? <VisibilityBadge visibility={visibility} /> : undefined}
          actions={
            <SaveButton saving={saving} testId={`${status.testId}-save`} disabled={loading}>
              {saveLabel}
            </SaveButton>
          }
        />
      }
      notices={
        newNotice ? (
          <Alert color="blue" data-testid={`${status.testId}-new`}>
            {newNotice}
          </Alert>
        ) : null
      }
      status={status}
    >
      {children}
    </RecordFormLayout>
  )
}
