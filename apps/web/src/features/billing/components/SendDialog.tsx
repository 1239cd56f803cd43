import { Text, TextInput } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { newIdempotencyKey } from '../paths.ts'
import { useSendMutation } from '../queries.ts'
import { BillingDialog } from './BillingDialog.tsx'

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
    <BillingDialog name="send" mutation={send} onClose={onClose} onSubmit={submit}>
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
    </BillingDialog>
  )
}
