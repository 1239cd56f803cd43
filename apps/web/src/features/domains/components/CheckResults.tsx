import { Badge, Box, Button, type ButtonProps, Stack, Text } from '@mantine/core'
import type { DomainCheckResult } from '@portico/contracts'
import { IconArrowsExchange, IconPlus, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
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

  // The label shows from the xs breakpoint; on a phone the icon stands alone, named for screen readers.
  const choice = (
    kind: 'register' | 'transfer' | 'remove',
    row: DomainCheckResult,
    icon: ReactNode,
    onClick: () => void,
    variant?: ButtonProps['variant'],
  ) => (
    <Button
      size="compact-sm"
      variant={variant}
      leftSection={icon}
      onClick={onClick}
      aria-label={t('domains.check.actionFor', { action: t(`domains.check.${kind}`), domain: row.domain })}
      data-testid={`check-${kind}`}
    >
      <Box component="span" visibleFrom="xs">
        {t(`domains.check.${kind}`)}
      </Box>
    </Button>
  )
  const action = (row: DomainCheckResult) => {
    if (selected.some((s) => s.domain === row.domain))
      return choice('remove', row, <IconX size={14} aria-hidden />, () => onRemove(row.domain), 'default')
    if (row.available)
      return choice('register', row, <IconPlus size={14} aria-hidden />, () => onRegister(row))
    if (row.reason === 'taken')
      return choice(
        'transfer',
        row,
        <IconArrowsExchange size={14} aria-hidden />,
        () => onTransfer(row),
        'light',
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
