import '../i18n/register.ts'
import { Button, Group, Paper, Text } from '@mantine/core'
import type { PaymentMandate } from '@portico/contracts'
import { IconRepeat } from '@tabler/icons-react'
import { useState } from 'react'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { usePaymentMandatesQuery, useStopAutomaticMutation } from '../queries.ts'

/**
 * The company's automatic payment (a mandate its first online payment made at the provider): its
 * due invoices are collected through it; the company stops it here. Nothing when it has none.
 */
export function AutomaticPayment({ companyId }: { companyId: string }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const scope = useAuth((state) => state.companyScope)
  const mandates = usePaymentMandatesQuery(scope)
  const stop = useStopAutomaticMutation()
  const [stopping, setStopping] = useState<PaymentMandate | null>(null)
  const valid = mandates.data?.find((m) => m.company_id === companyId && m.status === 'valid')
  if (!valid) return null
  return (
    <Paper withBorder p="md" radius="md" data-testid="automatic-payment">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconRepeat size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t('payments.automatic.on', {
              method: t(
                `payments.automatic.methods.${valid.method === 'creditcard' ? 'creditcard' : 'directdebit'}`,
              ),
              details: valid.details,
              since: format.day(valid.created_at.slice(0, 10)),
            })}
          </Text>
        </Group>
        <Button variant="default" color="red" onClick={() => setStopping(valid)} data-testid="automatic-stop">
          {t('payments.automatic.stop')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={stopping !== null}
        title={t('payments.automatic.stopTitle')}
        message={t('payments.automatic.stopText')}
        confirmLabel={t('payments.automatic.stop')}
        color="red"
        loading={stop.isPending}
        error={stop.error ? t('payments.failed', { message: stop.error.message }) : null}
        onClose={() => setStopping(null)}
        onConfirm={() => stopping && stop.mutate(stopping.id, { onSuccess: () => setStopping(null) })}
      />
    </Paper>
  )
}
