import { Alert, Button } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

export function QueryError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
      {onRetry ? (
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert>
  )
}
