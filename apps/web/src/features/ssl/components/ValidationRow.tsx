import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core'
import type { SslValidation } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** One name's validation: its state and what to publish, with the one-click record for a portal zone. */
export function ValidationRow({
  validation,
  adding,
  onAddRecord,
}: {
  validation: SslValidation
  adding: boolean
  onAddRecord: () => void
}) {
  const { t } = useFeatureTranslation()
  const color = { pending: 'yellow', valid: 'green', failed: 'red' }[validation.status]
  return (
    <Paper withBorder p="sm" data-testid="certificate-validation" data-name={validation.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {validation.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {t(`ssl.method.${validation.method}`)}
          </Badge>
          <Badge variant="dot" color={color} data-testid="validation-status" data-status={validation.status}>
            {t(`ssl.validationStatus.${validation.status}`)}
          </Badge>
        </Group>
      </Group>
      {validation.status === 'pending' && validation.dns ? (
        <Stack gap={6} mt="xs">
          <Text size="sm">{t('ssl.view.publish')}</Text>
          <Code block data-testid="validation-dns">
            {`${validation.dns.fqdn}. TXT "${validation.dns.value}"`}
          </Code>
          {validation.zone_in_portal ? (
            <Group>
              <Button size="xs" loading={adding} onClick={onAddRecord} data-testid="validation-add-record">
                {t('ssl.view.addRecord')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {validation.status === 'pending' && validation.method === 'email' && validation.email ? (
        <Text size="sm" mt="xs">
          {t('ssl.view.emailSent', { email: validation.email })}
        </Text>
      ) : null}
      {validation.status === 'pending' && validation.file ? (
        <Stack gap={6} mt="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('ssl.view.fileAt', { url: validation.file.url })}
          </Text>
          <Code block>{validation.file.content}</Code>
        </Stack>
      ) : null}
    </Paper>
  )
}
