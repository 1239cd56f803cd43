import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import './i18n/register.ts'
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
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      data-testid="confirm-dialog"
    >
      <Text mb="md">{message}</Text>
      {error ? (
        <Text c="red" size="sm" mb="md" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('ui.confirm.cancel')}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm} data-testid="confirm-dialog-confirm">
          {confirmLabel ?? t('ui.confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  )
}
