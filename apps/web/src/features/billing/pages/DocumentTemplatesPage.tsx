import '../i18n/register.ts'
import { Anchor, Group, Image, Paper, SimpleGrid, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { SettingsScreen } from '../components/SettingsScreen.tsx'
import { billingPaths } from '../paths.ts'
import { useDocumentTemplatesQuery } from '../settingsQueries.ts'

/** /billing/settings/documents: the PDF layout per language. */
export default function DocumentTemplatesPage() {
  const { t } = useFeatureTranslation()
  const templates = useDocumentTemplatesQuery()
  return (
    <SettingsScreen query={templates} loadingHeight={240}>
      {(loaded) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="document-templates">
          {loaded.map((template) => (
            <Paper
              key={template.language}
              withBorder
              p="lg"
              radius="md"
              style={{ borderTop: `6px solid ${template.accent_color}` }}
            >
              <Group justify="space-between" align="flex-start">
                <Anchor
                  component={Link}
                  to={billingPaths.documentTemplate(template.language)}
                  fw={700}
                  data-testid="document-template-link"
                >
                  {t('billing.layout.title', { language: t(`languages.${template.language}`) })}
                </Anchor>
                {template.logo_png ? (
                  <Image src={template.logo_png} alt="" h={40} w="auto" fit="contain" />
                ) : null}
              </Group>
              <Text size="sm" c="dimmed" mt="sm">
                {template.footer_text || t('billing.layout.noFooter')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </SettingsScreen>
  )
}
