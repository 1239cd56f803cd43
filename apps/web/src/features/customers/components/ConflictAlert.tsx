import { Alert, Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** 412: someone saved first. Saving again would overwrite their change, so we offer the latest version. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useFeatureTranslation()
  return (
    <Alert color="orange" title={t('customers.form.conflictTitle')} role="alert" data-testid="form-conflict">
      {t('customers.form.conflict')}
      <div>
        <Button
          mt="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReload}
          data-testid="form-reload"
        >
          {t('customers.form.reload')}
        </Button>
      </div>
    </Alert>
  )
}
