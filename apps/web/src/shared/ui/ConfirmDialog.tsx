import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import './i18n/register.ts'
import { FormDialog } from './FormDialog.tsx'
import { useFeatureTranslation } from './featureTranslations.ts'

/** Asks before an action that changes state (archive, remove); the confirm button names the action. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red.9',
  loading,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: string
  message: ReactNode
  confirmLabel?: string
  color?: string
  loading?: boolean
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <FormDialog
      title={title}
      opened={opened}
      onClose={onClose}
      testId="confirm"
      onAction={onConfirm}
      actionLabel={confirmLabel ?? t('ui.confirm.confirm')}
      actionTestId="confirm-dialog-confirm"
      actionColor={color}
      busy={loading}
    >
      <Text>{message}</Text>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </FormDialog>
  )
}
