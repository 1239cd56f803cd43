import '../i18n/register.ts'
import { Anchor, Badge, Table } from '@mantine/core'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { SettingsScreen } from '../components/SettingsScreen.tsx'
import { billingPaths } from '../paths.ts'
import { useEmailTemplatesQuery } from '../settingsQueries.ts'

/** /billing/settings/emails: every mail the portal sends about documents, per language. */
export default function EmailTemplatesPage() {
  const { t } = useFeatureTranslation()
  const templates = useEmailTemplatesQuery()
  return (
    <SettingsScreen query={templates} loadingHeight={320}>
      {(loaded) => (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="email-templates">
            <TableHead
              cells={[
                t('billing.templates.template'),
                t('billing.fields.language'),
                t('billing.templates.subject'),
                t('billing.templates.state'),
              ]}
            />
            <Table.Tbody>
              {loaded.data.map((template) => (
                <Table.Tr key={`${template.key}-${template.language}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={billingPaths.email(template.key, template.language)}
                      fw={600}
                      data-testid="email-template-link"
                    >
                      {t(`billing.templates.keys.${template.key}`)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`languages.${template.language}`)}</Table.Td>
                  <Table.Td>{template.subject}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={template.custom ? 'blue' : 'gray'}>
                      {template.custom ? t('billing.templates.custom') : t('billing.templates.builtIn')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsScreen>
  )
}
