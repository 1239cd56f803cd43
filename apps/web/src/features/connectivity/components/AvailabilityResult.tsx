import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Availability, InternetPackage } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useConnectivityFormat } from '../format.ts'

/** The address as the carrier knows it, its networks and the packages with speeds and prices. */
export function AvailabilityResult({
  availability,
  chosen,
  onChoose,
}: {
  availability: Availability
  chosen: string | null
  onChoose: ((pkg: InternetPackage) => void) | null
}) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  if (!availability.street)
    return (
      <Alert color="yellow" data-testid="availability-unknown">
        {t('connectivity.internet.check.unknown')}
      </Alert>
    )
  const address = `${availability.street} ${availability.house_number}${availability.addition ? ` ${availability.addition}` : ''}, ${availability.postcode} ${availability.city}`
  return (
    <Paper withBorder p="md" data-testid="availability-result">
      <Title order={2} size="h4">
        {address}
      </Title>
      {availability.carriers.length === 0 ? (
        <Alert color="yellow" mt="sm" data-testid="availability-nothing">
          {t('connectivity.internet.check.nothing')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" mt="sm">
            {t('connectivity.internet.check.networks')}
          </Text>
          <Group gap="xs" mt={4}>
            {availability.carriers.map((c) => (
              <Badge key={`${c.carrier}-${c.technology}`} variant="light" data-testid="availability-carrier">
                {c.carrier} · {t(`connectivity.technology.${c.technology}`)}
                {c.connection_point ? ` · ${c.connection_point}` : ''}
              </Badge>
            ))}
          </Group>
          <Title order={3} size="h5" mt="md" mb="xs">
            {t('connectivity.internet.check.packages')}
          </Title>
          <Stack gap="xs">
            {availability.packages.map((p) => {
              const monthly = p.prices[0]
              return (
                <Group
                  key={p.code}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  data-testid="availability-package"
                  data-code={p.code}
                >
                  <div>
                    <Text fw={600}>{format.name(p)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`connectivity.technology.${p.technology}`)} ·{' '}
                      {t('connectivity.internet.check.speed', { down: p.down_mbps, up: p.up_mbps })}
                    </Text>
                  </div>
                  <Group gap="sm">
                    <Text size="sm">
                      {monthly
                        ? `${format.money(monthly.price_minor, monthly.currency)} ${t(`connectivity.period.${monthly.period}`)}`
                        : t('connectivity.internet.check.notSold')}
                    </Text>
                    {onChoose && monthly ? (
                      <Button
                        size="xs"
                        variant={chosen === p.code ? 'filled' : 'default'}
                        onClick={() => onChoose(p)}
                        aria-label={`${t('connectivity.internet.order.choose')}: ${format.name(p)}`}
                        data-testid="availability-choose"
                      >
                        {t('connectivity.internet.order.choose')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              )
            })}
          </Stack>
        </>
      )}
    </Paper>
  )
}
