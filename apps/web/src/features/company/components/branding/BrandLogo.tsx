import { Alert, Button, FileButton, Group, Image, Text } from '@mantine/core'
import type { BrandSettings } from '@portico/contracts'
import { IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { useLogoMutation } from '../../brandingQueries.ts'

/** The brand's logo: upload (checked by content on the server: PNG or JPEG, 512 KB) or remove. */
export function BrandLogo({ settings }: { settings: BrandSettings }) {
  const { t } = useFeatureTranslation()
  const logo = useLogoMutation(settings.company_id)
  return (
    <Panel title={t('company.branding.logo')} testId="branding-logo">
      <Group>
        {settings.logo_url ? (
          <Image
            src={settings.logo_url}
            alt={settings.brand_name}
            h={56}
            w="auto"
            fit="contain"
            data-testid="branding-logo-preview"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('company.branding.noLogo')}
          </Text>
        )}
        {settings.editable ? (
          <>
            <FileButton onChange={(file) => file && logo.mutate(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                  loading={logo.isPending}
                  {...props}
                  data-testid="branding-logo-upload"
                >
                  {t('company.branding.upload')}
                </Button>
              )}
            </FileButton>
            {settings.logo_url ? (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => logo.mutate(null)}
                data-testid="branding-logo-remove"
              >
                {t('company.branding.removeLogo')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Group>
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
