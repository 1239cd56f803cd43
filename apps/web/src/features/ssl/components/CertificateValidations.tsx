import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { SslCertificate } from '@portico/contracts'
import { IconRefresh } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { useCertificateAction } from '../queries.ts'
import { ValidationRow } from './ValidationRow.tsx'

/** The validation of each name, with a button to check again while the certificate waits. */
export function CertificateValidations({
  certificate,
  action,
}: {
  certificate: SslCertificate
  action: ReturnType<typeof useCertificateAction>
}) {
  const { t } = useFeatureTranslation()
  const waiting = certificate.status === 'pending' || certificate.reissuing
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('ssl.view.validations')}
        </Title>
        {waiting ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={action.isPending && action.variables?.kind === 'check'}
            onClick={() => action.mutate({ kind: 'check' })}
            data-testid="certificate-check"
          >
            {t('ssl.view.check')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {certificate.reissuing ? t('ssl.view.reissuing') : t('ssl.view.validationsHint')}
      </Text>
      <Stack gap="xs">
        {certificate.validations.map((validation) => (
          <ValidationRow
            key={validation.name}
            validation={validation}
            adding={
              action.isPending &&
              action.variables?.kind === 'dns-record' &&
              action.variables.name === validation.name
            }
            onAddRecord={() => action.mutate({ kind: 'dns-record', name: validation.name })}
          />
        ))}
      </Stack>
    </Paper>
  )
}
