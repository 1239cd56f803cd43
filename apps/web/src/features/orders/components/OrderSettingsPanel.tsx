import { Button, Group, Paper, Select, Text } from '@mantine/core'
import type { OrderSettings } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useOrderSettingsQuery, useSaveOrderSettings } from '../queries.ts'
import { problemText } from './problemText.ts'

const MOMENTS: OrderSettings['provision_at'][] = ['order', 'approval', 'payment']

/** Staff choose when an order's services are set up: at checkout, at approval, or at payment. */
export function OrderSettingsPanel() {
  const { t } = useFeatureTranslation()
  const settings = useOrderSettingsQuery(true)
  const save = useSaveOrderSettings()
  const [choice, setChoice] = useState<OrderSettings['provision_at'] | null>(null)
  const value = choice ?? settings.data?.provision_at ?? null
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="order-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (value) save.mutate({ provision_at: value })
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('orders.settings.provisionAt')}
            data={MOMENTS.map((m) => ({ value: m, label: t(`orders.settings.at.${m}`) }))}
            value={value}
            onChange={(next) => setChoice(next as OrderSettings['provision_at'] | null)}
            allowDeselect={false}
            w={{ base: '100%', sm: 320 }}
            data-testid="order-settings-provision"
          />
          <Button type="submit" variant="default" loading={save.isPending} data-testid="order-settings-save">
            {t('orders.settings.save')}
          </Button>
          {save.isSuccess ? (
            <Text size="sm" role="status">
              {t('orders.settings.saved')}
            </Text>
          ) : null}
          {save.isError ? (
            <Text size="sm" c="red" role="alert">
              {problemText(save.error)}
            </Text>
          ) : null}
        </Group>
      </form>
    </Paper>
  )
}
