import { Button, Loader } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** Spec 4: the send button reads "Send", and "Sending" while the request runs. */
export function SendButton({ sending, disabled }: { sending: boolean; disabled?: boolean }) {
  const { t } = useFeatureTranslation()
  return (
    <Button
      type="submit"
      disabled={disabled || sending}
      aria-busy={sending || undefined}
      leftSection={
        sending ? <Loader size={14} color="currentColor" aria-hidden /> : <IconSend size={16} aria-hidden />
      }
      data-testid="send-button"
    >
      {sending ? t('support.sending') : t('support.send')}
    </Button>
  )
}
