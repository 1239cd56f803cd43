import { Anchor, Grid, Select, Text } from '@mantine/core'
import { DOMAIN_CONTACT_ROLES, type DomainContactRole } from '@portico/contracts'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useDomainContactsQuery } from '../contactQueries.ts'
import { contactPaths } from '../settingsPaths.ts'

/** A Select per role over the handles of the preset's company. */
export function PresetContactsFields({
  companyId,
  value,
  errors,
  onChange,
}: {
  companyId: string
  value: Record<DomainContactRole, string>
  errors: Record<string, string>
  onChange: (role: DomainContactRole, id: string) => void
}) {
  const { t } = useFeatureTranslation()
  const contacts = useDomainContactsQuery({ company: companyId }, companyId !== '')
  const options = (contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.handle})` }))
  return (
    <>
      {contacts.isSuccess && options.length === 0 ? (
        <Text size="sm" mb="sm">
          {t('domains.presets.form.noContacts')}{' '}
          <Anchor component={Link} to={contactPaths.create()}>
            {t('domains.presets.form.newContact')}
          </Anchor>
        </Text>
      ) : null}
      <Grid>
        {DOMAIN_CONTACT_ROLES.map((role) => (
          <Grid.Col key={role} span={{ base: 12, sm: 6 }}>
            <Select
              label={t(`domains.presets.form.role.${role}`)}
              data={options}
              value={value[role] || null}
              onChange={(id) => onChange(role, id ?? '')}
              error={errors[role]}
              disabled={companyId === ''}
              clearable
              searchable
              data-testid={`preset-${role}`}
            />
          </Grid.Col>
        ))}
      </Grid>
    </>
  )
}
