import { Paper, Table, VisuallyHidden } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { LabelledSection } from './LabelledSection.tsx'

// recharts loads with the staff's dashboard only, never with the shell (decision 0013).
const RevenueChart = lazy(() =>
  import('../../billing/finances/components/RevenueChart.tsx').then((m) => ({ default: m.RevenueChart })),
)

/** Staff: revenue of the last six months as bars, the same figures in a table for screen readers. */
export function RevenueSection({ months }: { months: { month: string; amount_minor: number }[] }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const format = (minor: number) => formatMoney(minor, 'EUR', language)
  return (
    <LabelledSection id="dashboard-revenue" title={t('landing.revenueChart')} level={2}>
      <Paper withBorder p="md" radius="md" data-testid="dashboard-revenue">
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <RevenueChart rows={months.map((m) => ({ month: m.month, net: m.amount_minor }))} format={format} />
        </Suspense>
        <VisuallyHidden>
          <Table
            data-testid="dashboard-revenue-table"
            data={{ body: months.map((m) => [m.month, format(m.amount_minor)]) }}
          />
        </VisuallyHidden>
      </Paper>
    </LabelledSection>
  )
}
