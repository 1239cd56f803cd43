import '../i18n/register.ts'
import { Alert, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { api } from '../../../../shared/api/api.ts'
import { formatMoney } from '../../../../shared/i18n/format.ts'
import { toLanguage } from '../../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../../shared/ui/QueryError.tsx'
import { useIsStaff } from '../../../customers/access.ts'
import { RevenueChart } from '../components/RevenueChart.tsx'

type Report = {
  revenue_by_month: { month: string; currency: string; net_minor: number; vat_minor: number }[]
  receivables: { currency: string; open_minor: number; overdue_minor: number; credit_minor: number }[]
  vat_by_quarter: { quarter: string; rate_bp: number; base_minor: number; vat_minor: number }[]
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** A report table; on a narrow screen it scrolls sideways (a named region the keyboard can reach). */
function Rows({
  label,
  head,
  rows,
  testId,
}: {
  label: string
  head: string[]
  rows: ReactNode[][]
  testId: string
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={320} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? undefined : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id
            <Table.Tr key={r}>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Table.Td key={i} ta={i === 0 ? undefined : 'right'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  )
}

/** /finances/reports (staff): revenue per month as a chart and a table, receivables, VAT per rate per quarter. */
export default function ReportsPage() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const staff = useIsStaff()
  const thisYear = new Date().getFullYear()
  const [year, setYear] = useState(String(thisYear))
  const report = useQuery({
    queryKey: ['billing', 'reports', year],
    queryFn: ({ signal }) =>
      api.getData<Report>('/api/v1/billing/reports', {
        query: { from: `${year}-01-01`, to: `${year}-12-31` },
        signal,
      }),
    enabled: staff,
  })
  const money = (minor: number, currency = 'EUR') => formatMoney(minor, currency, language)
  const data = report.data

  return (
    <>
      <PageHeader title={t('routes.financesReports')} />
      {!staff ? (
        <Alert color="gray">{t('finances.reports.staffOnly')}</Alert>
      ) : (
        <Stack gap="md">
          <Select
            label={t('finances.reports.year')}
            data={[0, 1, 2].map((back) => String(thisYear - back))}
            value={year}
            onChange={(value) => setYear(value ?? String(thisYear))}
            allowDeselect={false}
            w={160}
            data-testid="reports-year"
          />
          {report.isError ? (
            <QueryError message={t('finances.reports.loadError')} onRetry={() => void report.refetch()} />
          ) : data ? (
            <>
              <Section title={t('finances.reports.revenue')}>
                {data.revenue_by_month.length === 0 ? (
                  <Text c="dimmed">{t('finances.reports.empty')}</Text>
                ) : (
                  <>
                    <RevenueChart
                      rows={data.revenue_by_month
                        .filter((r) => r.currency === 'EUR')
                        .map((r) => ({ month: r.month, net: r.net_minor }))}
                      format={(minor) => money(minor)}
                    />
                    <Rows
                      label={t('finances.reports.revenue')}
                      testId="reports-revenue"
                      head={[
                        t('finances.reports.month'),
                        t('finances.reports.net'),
                        t('finances.reports.vat'),
                      ]}
                      rows={data.revenue_by_month.map((r) => [
                        r.month,
                        money(r.net_minor, r.currency),
                        money(r.vat_minor, r.currency),
                      ])}
                    />
                  </>
                )}
              </Section>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Section title={t('finances.reports.receivables')}>
                  <Rows
                    label={t('finances.reports.receivables')}
                    testId="reports-receivables"
                    head={[
                      '',
                      t('finances.reports.open'),
                      t('finances.reports.overdue'),
                      t('finances.reports.credit'),
                    ]}
                    rows={data.receivables.map((r) => [
                      r.currency,
                      money(r.open_minor, r.currency),
                      money(r.overdue_minor, r.currency),
                      money(r.credit_minor, r.currency),
                    ])}
                  />
                </Section>
                <Section title={t('finances.reports.vatByQuarter')}>
                  <Rows
                    label={t('finances.reports.vatByQuarter')}
                    testId="reports-vat"
                    head={[
                      t('finances.reports.quarter'),
                      t('finances.reports.rate'),
                      t('finances.reports.base'),
                      t('finances.reports.vat'),
                    ]}
                    rows={data.vat_by_quarter.map((r) => [
                      r.quarter,
                      `${r.rate_bp / 100}%`,
                      money(r.base_minor),
                      money(r.vat_minor),
                    ])}
                  />
                </Section>
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      )}
    </>
  )
}
