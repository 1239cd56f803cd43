import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { newIdempotencyKey } from '../paths.ts'
import { useSendMutation } from '../queries.ts'

/** Mails the document with its PDF, using the e-mail template of the document's language. */
export function SendDialog({ document: doc, onClose }: { document: BillingDocument; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const [key] = useState(newIdempotencyKey)
  const [to, setTo] = useState('')
  const send = useSendMutation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate({ id: doc.id, key, to: to.trim() || undefined }, { onSuccess: onClose })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('billing.send.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate className={formClass} data-testid="send-form">
        <Stack>
          {send.isError ? (
            <Alert color="red" role="alert">
              {t('billing.actions.failed', { message: send.error.message })}
            </Alert>
          ) : null}
          <Text size="sm">{t('billing.send.text', { language: t(`languages.${doc.language}`) })}</Text>
          <TextInput
            type="email"
            label={t('billing.send.to')}
            placeholder={doc.customer?.email ?? ''}
            description={t('billing.send.toHint')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            maxLength={320}
            data-testid="send-to"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('ui.confirm.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="send-submit">
              {t('billing.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
