import { Badge, Box, Button, Stack, Text } from '@mantine/core'
import type { DomainCheckResult } from '@portico/contracts'
import { IconArrowsExchange, IconPlus, IconX } from '@tabler/icons-react'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'
import type { SelectedDomain } from '../domainSelection.ts'

type Verdict = 'available' | 'premium' | NonNullable<DomainCheckResult['reason']>
const COLOR: Record<Verdict, string> = {
  available: 'green',
  premium: 'violet',
  taken: 'red',
  reserved: 'gray',
  premium_cap: 'orange',
  invalid: 'gray',
  unavailable: 'yellow',
}

export const verdictOf = (row: DomainCheckResult): Verdict =>
  row.available ? (row.premium ? 'premium' : 'available') : (row.reason ?? 'unavailable')

/** One line per TLD: the name, available or why not, the yearly prices, and register or transfer. */
export function CheckResults({
  rows,
  loading,
  selected,
  onRegister,
  onTransfer,
  onRemove,
}: {
  rows: DomainCheckResult[] | undefined
  loading: boolean
  selected: SelectedDomain[]
  onRegister: (row: DomainCheckResult) => void
  onTransfer: (row: DomainCheckResult) => void
  onRemove: (domain: string) => void
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const money = (minor: number | null, currency: string) =>
    minor === null ? t('domains.check.noPrice') : format.money(minor, currency)

  const action = (row: DomainCheckResult) => {
    if (selected.some((s) => s.domain === row.domain)) {
      return (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onRemove(row.domain)}
          aria-label={t('domains.check.actionFor', { action: t('domains.check.remove'), domain: row.domain })}
          data-testid="check-remove"
        >
          <Box component="span" visibleFrom="xs">
            {t('domains.check.remove')}
          </Box>
        </Button>
      )
    }
    if (row.available)
      return (
        <Button
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onRegister(row)}
          aria-label={t('domains.check.actionFor', {
            action: t('domains.check.register'),
            domain: row.domain,
          })}
          data-testid="check-register"
        >
          <Box component="span" visibleFrom="xs">
            {t('domains.check.register')}
          </Box>
        </Button>
      )
    if (row.reason === 'taken')
      return (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          onClick={() => onTransfer(row)}
          aria-label={t('domains.check.actionFor', {
            action: t('domains.check.transfer'),
            domain: row.domain,
          })}
          data-testid="check-transfer"
        >
          <Box component="span" visibleFrom="xs">
            {t('domains.check.transfer')}
          </Box>
        </Button>
      )
    return null
  }

  // Three columns, so that a phone shows the name, its price and the choice without scrolling.
  const columns: DataColumn<DomainCheckResult>[] = [
    {
      key: 'domain',
      header: t('domains.check.domain'),
      render: (row) => {
        const verdict = verdictOf(row)
        return (
          <Stack gap={4} align="flex-start">
            <Text fw={600} size="sm" data-testid="check-domain" style={{ overflowWrap: 'anywhere' }}>
              {row.domain}
            </Text>
            <Badge
              variant="dot"
              color={COLOR[verdict]}
              data-testid="check-status"
              data-status={verdict}
              miw="max-content"
            >
              {t(`domains.check.status.${verdict}`)}
            </Badge>
          </Stack>
        )
      },
    },
    {
      key: 'price',
      header: t('domains.check.registerPrice'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" data-testid="check-price" fw={row.premium ? 600 : undefined}>
            {money(row.register_minor, row.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('domains.check.renewTransfer', { price: money(row.renew_minor, row.currency) })}
          </Text>
        </Stack>
      ),
    },
    { key: 'action', header: t('domains.check.actions'), nowrap: true, render: action },
  ]
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.domain}
      loading={loading}
      empty={t('domains.check.empty')}
      testId="check-results"
      minWidth={340}
    />
  )
}
