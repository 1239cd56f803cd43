import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** Asks for the reason before the certificate is revoked. */
export function RevokeDialog({
  opened,
  onClose,
  reason,
  onReason,
  pending,
  onConfirm,
}: {
  opened: boolean
  onClose: () => void
  reason: string
  onReason: (reason: string) => void
  pending: boolean
  onConfirm: () => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('ssl.view.revokeTitle')}>
      <Stack>
        <TextInput
          label={t('ssl.view.revokeReason')}
          value={reason}
          onChange={(e) => onReason(e.currentTarget.value)}
          data-testid="certificate-revoke-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ssl.view.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            disabled={reason.trim() === ''}
            onClick={onConfirm}
            data-testid="certificate-revoke-confirm"
          >
            {t('ssl.view.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
