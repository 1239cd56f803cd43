import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { IconRefresh } from '@tabler/icons-react'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { RecordKind } from '../kind.ts'
import { useVatCheckMutation } from '../queries.ts'

const STATUS_COLOR = { valid: 'green', invalid: 'red', unavailable: 'yellow', format_invalid: 'red' } as const

/** The stored VIES result as proof; a sandbox result says so plainly, it proves nothing. */
export function VatCheckPanel({
  kind,
  record,
  canCheck,
}: {
  kind: RecordKind
  record: Customer
  canCheck: boolean
}) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const check = useVatCheckMutation(kind)
  const result = record.vat_check
  return (
    <Paper withBorder p="lg" radius="md" data-testid="vat-check">
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={2} fz="h4">
            {t('customers.vat.title')}
          </Title>
          {result ? (
            <>
              <Group gap="xs">
                <Badge color={STATUS_COLOR[result.status]} variant="dot" size="lg" data-testid="vat-status">
                  {t(`customers.vat.status.${result.status}`)}
                </Badge>
                {result.source === 'sandbox' ? (
                  <Badge color="grape" variant="dot" size="lg" data-testid="vat-sandbox">
                    {t('customers.vat.sandbox')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="outline">
                    {t('customers.vat.vies')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('customers.vat.checkedAt', { date: formatDateTime(result.checked_at, language) })}
              </Text>
              {result.name ? (
                <Text size="sm">{t('customers.vat.registeredName', { name: result.name })}</Text>
              ) : null}
              {result.source === 'sandbox' ? (
                <Text size="sm" c="dimmed">
                  {t('customers.vat.sandboxHint')}
                </Text>
              ) : null}
            </>
          ) : (
            <Text c="dimmed">{t('customers.vat.none')}</Text>
          )}
          {check.isError ? (
            <Text c="red" size="sm" role="alert">
              {t('customers.view.actionFailed', { message: check.error.message })}
            </Text>
          ) : null}
        </Stack>
        {canCheck && record.vat_id ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={check.isPending}
            onClick={() => check.mutate(record.id)}
            data-testid="vat-recheck"
          >
            {t('customers.vat.checkAgain')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
