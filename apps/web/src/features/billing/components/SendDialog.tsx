import { Text, TextInput } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
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
    <FormDialog
      title={t('billing.send.title')}
      onClose={onClose}
      onSubmit={submit}
      alerts={[send.isError && t('billing.actions.failed', { message: send.error.message })]}
      actionLabel={t('billing.send.submit')}
      testId="send"
      busy={send.isPending}
    >
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
    </FormDialog>
  )
}
