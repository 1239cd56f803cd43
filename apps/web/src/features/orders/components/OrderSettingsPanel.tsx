import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import type { OrderSettings, OrderSettingsInput } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useOrderSettingsQuery, useSaveOrderSettings } from '../queries.ts'
import { problemText } from './problemText.ts'

const MOMENTS: OrderSettings['provision_at'][] = ['order', 'approval', 'payment']

/**
 * Staff choose when an order's services are set up (at checkout, at approval, or at payment) and
 * write the terms and conditions a customer accepts at checkout, in English and Dutch.
 */
export function OrderSettingsPanel() {
  const { t } = useFeatureTranslation()
  const settings = useOrderSettingsQuery(true)
  const save = useSaveOrderSettings()
  const [edits, setEdits] = useState<Partial<OrderSettingsInput>>({})
  const value = edits.provision_at ?? settings.data?.provision_at ?? null
  const terms = (language: 'en' | 'nl') =>
    edits[`terms_${language}`] ?? settings.data?.[`terms_${language}`] ?? ''
  const termsField = (language: 'en' | 'nl') => (
    <Textarea
      label={t(`orders.settings.terms.${language}`)}
      description={t('orders.settings.terms.hint')}
      value={terms(language)}
      onChange={(event) => setEdits({ ...edits, [`terms_${language}`]: event.currentTarget.value })}
      maxLength={20_000}
      autosize
      minRows={3}
      maxRows={12}
      data-testid={`order-settings-terms-${language}`}
    />
  )
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="order-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (value) save.mutate({ provision_at: value, terms_en: terms('en'), terms_nl: terms('nl') })
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('orders.settings.provisionAt')}
            data={MOMENTS.map((m) => ({ value: m, label: t(`orders.settings.at.${m}`) }))}
            value={value}
            onChange={(next) =>
              next && setEdits({ ...edits, provision_at: next as OrderSettings['provision_at'] })
            }
            allowDeselect={false}
            w={{ base: '100%', sm: 320 }}
            data-testid="order-settings-provision"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {termsField('en')}
            {termsField('nl')}
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              variant="default"
              loading={save.isPending}
              data-testid="order-settings-save"
            >
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
        </Stack>
      </form>
    </Paper>
  )
}
