import { Alert, Code, SimpleGrid } from '@mantine/core'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'

/** The recovery codes, shown once right after they were made. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useFeatureTranslation()
  return (
    <Alert color="blue" title={t('company.profile.recoveryTitle')} data-testid="recovery-codes">
      {t('company.profile.recoveryHint')}
      <SimpleGrid cols={2} spacing="xs" mt="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm" data-testid="recovery-code">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
    </Alert>
  )
}
