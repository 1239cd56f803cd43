import '../i18n/register.ts'
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { IconCreditCard } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { getClientConfig } from '../../../shared/config/clientConfig.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { usePayMutation } from '../queries.ts'

const OPEN = ['issued', 'sent', 'partially_paid']

/**
 * "Pay now" on an open invoice: the provider's checkout for what is still owed. The invoice mail's
 * link (`?pay=1`) brings the button into view with the focus on it.
 */
export function PayNow({ document: doc }: { document: BillingDocument }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const pay = usePayMutation()
  const [automatic, setAutomatic] = useState(false)
  const [params] = useSearchParams()
  const button = useRef<HTMLButtonElement>(null)
  const payable = doc.kind === 'invoice' && OPEN.includes(doc.status) && doc.balance_minor > 0
  const fromMail = params.get('pay') === '1'
  useEffect(() => {
    if (payable && fromMail) button.current?.focus()
  }, [payable, fromMail])
  if (!payable) return null
  return (
    <Paper withBorder p="md" radius="md" mb="md" data-testid="pay-now">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm">
            {t('payments.payHint', { amount: format.money(doc.balance_minor, doc.currency) })}
          </Text>
          <SandboxTag mode={getClientConfig().paymentProvider} />
        </Group>
        <Button
          ref={button}
          leftSection={<IconCreditCard size={16} aria-hidden />}
          loading={pay.isPending}
          onClick={() => pay.mutate({ invoiceId: doc.id, automatic })}
          data-testid="action-pay"
        >
          {t('payments.payNow')}
        </Button>
      </Group>
      <Checkbox
        mt="sm"
        label={t('payments.automatic.choose')}
        description={t('payments.automatic.chooseHint')}
        checked={automatic}
        onChange={(e) => setAutomatic(e.currentTarget.checked)}
        data-testid="pay-automatic"
      />
      {pay.error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {t('payments.failed', { message: pay.error.message })}
        </Text>
      ) : null}
    </Paper>
  )
}
