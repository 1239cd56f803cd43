import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export const ERROR_CODES = [400, 401, 403, 404, 500, 503] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: number): value is ErrorCode {
  return (ERROR_CODES as readonly number[]).includes(value)
}

/** Spec 8 error pages: one look for the /errors routes, unknown paths and API failures on a page. */
export function ErrorView({ code }: { code: ErrorCode }) {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid={`error-${code}`}>
      <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
        {code}
      </Text>
      <Title order={1} fz="h2">
        {t(`errors.${code}.title`)}
      </Title>
      <Text c="dimmed" maw={480}>
        {t(`errors.${code}.text`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('errors.code', { code })}
      </Text>
      <Group mt="md">
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      </Group>
    </Stack>
  )
}
