import { Badge, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import type { Offer } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'
import type { SelectedDomain } from '../domainSelection.ts'
import { type DomainPeriod, periodsOf, priceOf } from '../domainSetup.ts'

/** Per chosen name: register or transfer, the period (what the TLD sells) at its price, a transfer's auth code. */
export function DomainSetupLines({
  items,
  offerOf,
  periodOf,
  authCodes,
  errors,
  onPeriod,
  onAuthCode,
}: {
  items: SelectedDomain[]
  offerOf: (item: SelectedDomain) => Offer | undefined
  periodOf: (item: SelectedDomain) => DomainPeriod
  authCodes: Record<string, string>
  errors: Record<string, string>
  onPeriod: (domain: string, period: DomainPeriod) => void
  onAuthCode: (domain: string, code: string) => void
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const offer = offerOf(item)
        const periods = periodsOf(item, offer)
        const period = periodOf(item)
        const price = priceOf(item, period, offer)
        return (
          <Stack key={item.domain} component="li" gap={6} data-testid="setup-line" data-domain={item.domain}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} id={`setup-${item.domain}`}>
                  {item.domain}
                </Text>
                <Badge size="sm" variant="dot" color={item.action === 'register' ? 'green' : 'blue'}>
                  {t(`domains.setup.action.${item.action}`)}
                </Badge>
              </Group>
              <Text size="sm" data-testid="setup-price" style={{ whiteSpace: 'nowrap' }}>
                {price === null ? t('domains.check.noPrice') : format.money(price, item.currency)}
              </Text>
            </Group>
            {periods.length > 1 ? (
              <SegmentedControl
                aria-labelledby={`setup-${item.domain}`}
                data={periods.map((p) => ({ value: p, label: t(`domains.period.${p}`) }))}
                value={period}
                onChange={(value) => onPeriod(item.domain, value as DomainPeriod)}
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                data-testid="setup-period"
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="setup-period-fixed">
                {item.action === 'transfer'
                  ? t('domains.setup.transferYear')
                  : t('domains.setup.onlyPeriod', { period: t(`domains.period.${period}`) })}
              </Text>
            )}
            {item.action === 'transfer' ? (
              <TextInput
                label={t('domains.setup.authCode', { domain: item.domain })}
                value={authCodes[item.domain] ?? ''}
                onChange={(event) => onAuthCode(item.domain, event.currentTarget.value)}
                error={errors[`auth_code.${item.domain}`]}
                maxLength={100}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                style={{ maxWidth: 360 }}
                data-testid="setup-auth-code"
              />
            ) : null}
          </Stack>
        )
      })}
    </Stack>
  )
}
