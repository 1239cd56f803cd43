import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { IaasResource } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { useAasFormat } from '../format.ts'

type Measure = 'vcpu' | 'memory' | 'storage'
const used = (month: IaasResource['months'][number], measure: Measure) =>
  measure === 'vcpu' ? month.vcpu : measure === 'memory' ? month.memory_gb : month.storage_gb
const committed = (pool: IaasResource, measure: Measure) =>
  measure === 'vcpu'
    ? pool.committed_vcpu
    : measure === 'memory'
      ? pool.committed_memory_gb
      : pool.committed_storage_gb
const share = (value: number, of: number) => (of > 0 ? Math.round((value / of) * 100) : 0)

/** An IaaS pool: this month's use of each resource against the commitment, then the months before. */
export function PoolCard({ pool }: { pool: IaasResource }) {
  const { t } = useFeatureTranslation()
  const format = useAasFormat()
  const current = pool.months[0]
  const amount = (measure: Measure, value: number) =>
    measure === 'vcpu' ? format.number(value) : t('aas.infrastructure.gb', { value: format.number(value) })
  const measures: Measure[] = ['vcpu', 'memory', 'storage']
  return (
    <Paper withBorder p="md" data-testid="iaas-pool" data-name={pool.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {pool.name}
            </Title>
            <Text size="sm" c="dimmed">
              {pool.company_name} · {t('aas.infrastructure.region', { region: pool.region })}
            </Text>
          </Stack>
          <SandboxTag mode={pool.platform_mode} />
        </Group>
        <Text size="sm" fw={600}>
          {t('aas.infrastructure.thisMonth')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {measures.map((measure) => {
            const value = current ? used(current, measure) : 0
            const percent = share(value, committed(pool, measure))
            return (
              <Stack gap={4} key={measure} data-testid={`pool-${measure}`} data-percent={percent}>
                <Text size="sm">
                  {t(`aas.infrastructure.${measure}`)}:{' '}
                  {t('aas.infrastructure.of', {
                    used: amount(measure, value),
                    committed: amount(measure, committed(pool, measure)),
                  })}
                </Text>
                <Progress
                  value={Math.min(100, percent)}
                  color={percent > 100 ? 'red' : percent >= 80 ? 'orange' : 'blue'}
                  aria-label={`${t(`aas.infrastructure.${measure}`)}: ${percent}%`}
                />
                {percent > 100 ? (
                  <Text size="xs" c="red.8" data-testid="pool-over">
                    {percent}% · {t('aas.infrastructure.over')}
                  </Text>
                ) : null}
              </Stack>
            )
          })}
        </SimpleGrid>
        <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table
            striped
            fz="sm"
            data-testid="pool-months"
            data={{
              caption: t('aas.infrastructure.history'),
              head: [
                t('aas.infrastructure.month'),
                ...measures.map((measure) => t(`aas.infrastructure.${measure}`)),
              ],
              body: pool.months.map((month) => [
                format.month(month.month),
                ...measures.map(
                  (measure) =>
                    `${amount(measure, used(month, measure))} (${share(used(month, measure), committed(pool, measure))}%)`,
                ),
              ]),
            }}
          />
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}
