import { List, SimpleGrid, Stack, Text } from '@mantine/core'
import type { MicrosoftSubscription } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { STATUS_COLORS, useMicrosoftFormat } from '../format.ts'

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} component="div">
        {value}
      </Text>
    </Stack>
  )
}

/** What the subscription is now: seats purchased and assigned, term, billing, renewal, refundable batches. */
export function SubscriptionFacts({ subscription: s }: { subscription: MicrosoftSubscription }) {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  return (
    <Panel title={t('microsoft.subscription.facts')} testId="subscription-facts">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact
          label={t('microsoft.subscriptions.status')}
          value={
            <StatusBadge
              status={s.status}
              colors={STATUS_COLORS}
              label={t(`microsoft.status.${s.status}`)}
              testId="subscription-status"
            />
          }
        />
        <Fact
          label={t('microsoft.subscription.purchased')}
          value={s.quantity}
          testId="subscription-quantity"
        />
        <Fact
          label={t('microsoft.subscription.assigned')}
          value={s.assigned}
          testId="subscription-assigned"
        />
        <Fact label={t('microsoft.subscriptions.term')} value={t(`microsoft.term.${s.term}`)} />
        <Fact label={t('microsoft.subscription.billing')} value={t(`microsoft.billing.${s.billing}`)} />
        <Fact
          label={t('microsoft.subscription.autoRenew')}
          value={s.auto_renew ? t('microsoft.yes') : t('microsoft.no')}
        />
        <Fact label={t('microsoft.subscription.termStart')} value={format.day(s.term_start)} />
        <Fact
          label={t('microsoft.subscription.renewal')}
          value={format.renewal(s.term_end)}
          testId="subscription-renewal"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="md">
        {t('microsoft.subscription.refundable')}
      </Text>
      {s.refundable.length ? (
        <List size="sm" data-testid="subscription-refundable">
          {s.refundable.map((batch) => (
            <List.Item key={batch.until}>
              {t('microsoft.subscription.refundableItem', {
                quantity: batch.quantity,
                until: format.moment(batch.until),
              })}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" data-testid="subscription-refundable">
          {t('microsoft.subscription.noneRefundable')}
        </Text>
      )}
    </Panel>
  )
}
