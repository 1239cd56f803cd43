import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Domain } from '@portico/contracts'
import { IconShieldCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDate } from '../../../shared/i18n/format.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'

/** What the registry holds and the customer does not change here: company, registrar, expiry, DNSSEC. */
export function DomainDetailsCard({ domain }: { domain: Domain }) {
  const { t } = useFeatureTranslation()
  const { language } = useCatalogFormat()
  const line = (label: string, value: ReactNode) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {value}
      </Text>
    </Group>
  )
  return (
    <Panel title={t('domains.view.details')} testId="domain-details">
      <Stack gap={8}>
        {line(t('domains.view.company'), domain.company_name)}
        {line(t('domains.view.registrar'), domain.registrar)}
        {line(t('domains.view.expiry'), domain.expires_on ? formatDate(domain.expires_on, language) : '—')}
        {line(
          t('domains.view.dnssec'),
          <Badge
            variant="light"
            color={domain.dnssec ? 'green' : 'gray'}
            leftSection={domain.dnssec ? <IconShieldCheck size={12} aria-hidden /> : null}
            data-testid="domain-dnssec"
          >
            {t(domain.dnssec ? 'domains.view.dnssecOn' : 'domains.view.dnssecOff')}
          </Badge>,
        )}
      </Stack>
    </Panel>
  )
}
