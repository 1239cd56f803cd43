import { Button, MantineProvider, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown when start-up fails (e.g. /api/config unreachable): there is no router yet, so no links. */
export function StartupError() {
  const { t } = useTranslation()
  return (
    <MantineProvider>
      <Stack component="main" align="center" gap="sm" py={64} px="md" ta="center" data-testid="error-503">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
          503
        </Text>
        <Title order={1} fz="h2">
          {t('errors.503.title')}
        </Title>
        <Text c="dimmed">{t('errors.503.text')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </MantineProvider>
  )
}
