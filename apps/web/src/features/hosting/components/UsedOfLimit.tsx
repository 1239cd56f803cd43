import '../i18n/storageRegister.ts'
import { Progress, Stack, Text } from '@mantine/core'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { shareOf, useHostingFormat } from '../format.ts'

/** A table cell's use against a limit: the figures and, when there is a limit, a bar (orange from 80%). */
export function UsedOfLimit({ used, limit, label }: { used: number; limit: number | null; label: string }) {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const share = shareOf(used, limit)
  return (
    <Stack gap={4} miw={130} data-testid="used-of-limit" data-share={share ?? ''}>
      <Text size="sm">
        {t('hostedStorage.of', {
          used: format.disk(used),
          limit: limit === null ? t('hostedStorage.unlimited') : format.disk(limit),
        })}
      </Text>
      {share === null ? null : (
        <Progress
          value={share}
          size="sm"
          color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'}
          aria-label={`${label}: ${share}%`}
        />
      )}
    </Stack>
  )
}

/** The column of a row's use against its limit (`limit`), its bar labelled with the row's name and the header. */
export function usedOfLimitColumn<Row extends { name: string; used_bytes: number }>(
  key: string,
  header: string,
  limit: (row: Row) => number | null,
): DataColumn<Row> {
  return {
    key,
    header,
    render: (row) => <UsedOfLimit used={row.used_bytes} limit={limit(row)} label={`${row.name} ${header}`} />,
  }
}
