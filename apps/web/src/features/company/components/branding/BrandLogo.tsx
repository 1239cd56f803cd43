import { Alert, Text } from '@mantine/core'
import type { BrandSettings } from '@portico/contracts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { LogoPicker } from '../../../../shared/ui/LogoPicker.tsx'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { useLogoMutation } from '../../brandingQueries.ts'

/** The brand's logo: upload (checked by content on the server: PNG or JPEG, 512 KB) or remove. */
export function BrandLogo({ settings }: { settings: BrandSettings }) {
  const { t } = useFeatureTranslation()
  const logo = useLogoMutation(settings.company_id)
  return (
    <Panel title={t('company.branding.logo')} testId="branding-logo">
      <LogoPicker
        src={settings.logo_url}
        alt={settings.brand_name}
        noLogo={t('company.branding.noLogo')}
        uploadLabel={t('company.branding.upload')}
        removeLabel={t('company.branding.removeLogo')}
        accept="image/png,image/jpeg"
        uploading={logo.isPending}
        editable={settings.editable}
        onFile={(file) => logo.mutate(file)}
        onRemove={() => logo.mutate(null)}
        testId="branding-logo"
      />
      <Text size="xs" c="dimmed" mt={6}>
        {t('company.branding.logoHint')}
      </Text>
      {logo.error ? (
        <Alert color="red" role="alert" mt="sm" data-testid="branding-logo-error">
          {logo.error.message}
        </Alert>
      ) : logo.isSuccess ? (
        <Text size="sm" role="status" mt="sm" data-testid="branding-logo-saved">
          {t('company.branding.logoSaved')}
        </Text>
      ) : null}
    </Panel>
  )
}
