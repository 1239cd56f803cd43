import { Alert, Button, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import type { SaveStatus } from '../useVersionedSave.ts'

type Props = {
  testId: string
  status: SaveStatus
  saving: boolean
  saveLabel: string
  onSubmit: (event: FormEvent) => void
  onReload: () => void
  maw?: number
  children: ReactNode
}

/** A settings form: what the last save said above the fields, the save button below them. */
export function SaveForm({ testId, status, saving, saveLabel, onSubmit, onReload, maw, children }: Props) {
  const { t } = useFeatureTranslation()
  return (
    <form onSubmit={onSubmit} noValidate className={formClass} data-testid={testId}>
      <Stack maw={maw}>
        {status === 'conflict' ? <ConflictAlert onReload={onReload} /> : null}
        {status === 'saved' ? (
          <Alert color="green" role="status" data-testid="form-saved">
            {t('ui.forms.saved')}
          </Alert>
        ) : null}
        {status === 'invalid' || (status !== null && typeof status === 'object') ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {status === 'invalid'
              ? t('ui.forms.fixErrors')
              : t('billing.editor.saveFailed', { message: status.failed })}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={status === 'conflict'} data-testid="form-submit">
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
