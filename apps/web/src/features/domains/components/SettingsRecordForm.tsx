import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { RecordFormLayout } from '../../../shared/ui/RecordFormLayout.tsx'
import type { useRecordPage } from '../useRecordPage.ts'
import { SaveDeleteButtons } from './SaveDeleteButtons.tsx'

/**
 * The page around a domain contact's or preset's fields: the header with save and delete, the way
 * back to the list, what the last save said, and the delete confirmation. Texts are the kind's
 * (`domains.<kind>.form.save`, `…delete`, `…created`, `…saved`, `…invalid`, `…deleteTitle`).
 */
export function SettingsRecordForm({
  kind,
  testId,
  title,
  subtitle,
  back,
  editing,
  loaded,
  page,
  save,
  reload,
  errors,
  placed,
  deleteText,
  onSubmit,
  children,
}: {
  kind: 'contacts' | 'presets'
  testId: string
  title: string
  subtitle?: string
  back: { to: string; label: string }
  /** The page is about a stored record (its id is in the URL). */
  editing: boolean
  loaded: boolean
  page: ReturnType<typeof useRecordPage>
  save: { isPending: boolean; error: unknown; reset: () => void }
  reload: () => unknown
  errors: FieldErrors
  placed: (field: string) => boolean
  deleteText: string
  onSubmit: () => unknown
  children: ReactNode
}) {
  const { t } = useFeatureTranslation()
  const text = (key: string) => t(`domains.${kind}.form.${key}`)
  return (
    <>
      <RecordFormLayout
        onSubmit={onSubmit}
        className={formClass}
        header={
          <PageHeader
            title={title}
            subtitle={subtitle}
            actions={
              <SaveDeleteButtons
                canDelete={loaded}
                onDelete={page.askDelete}
                saving={save.isPending}
                disabled={editing && !loaded}
                labels={{ save: text('save'), delete: text('delete') }}
                testId={testId}
              />
            }
          />
        }
        notices={
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
        }
        status={{
          save,
          reload,
          saved: page.saved ? text(page.saved) : null,
          errors,
          invalid: text('invalid'),
          placed,
          testId,
        }}
      >
        {children}
      </RecordFormLayout>
      <ConfirmDialog
        {...page.deleteDialog}
        title={text('deleteTitle')}
        message={deleteText}
        confirmLabel={text('delete')}
      />
    </>
  )
}
