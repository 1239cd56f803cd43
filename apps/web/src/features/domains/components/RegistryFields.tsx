import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { TLD_FEATURES, TLD_KINDS, type TldKind } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { TldFormState, WindowField } from '../tldForm.ts'

type Props = {
  state: TldFormState
  errors: Record<string, string>
  onChange: (patch: Partial<TldFormState>) => void
  onKind: (kind: TldKind) => void
}

/** Kind, auth code, registry features and the windows after expiry, explained for the kind. */
export function RegistryFields({ state, errors, onChange, onKind }: Props) {
  const { t } = useFeatureTranslation()
  const windowField = (name: WindowField) => ({
    // A .nl's redemption is SIDN's quarantine.
    label: t(`domains.form.${name === 'redemption_days' && state.kind === 'nl' ? 'quarantine_days' : name}`),
    value: state[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [name]: event.currentTarget.value }),
    'data-testid': `tld-${name}`,
  })
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('domains.form.kind')}
          data={TLD_KINDS.map((value) => ({ value, label: t(`domains.kind.${value}`) }))}
          value={state.kind}
          error={errors.kind}
          allowDeselect={false}
          onChange={(value) => value && onKind(value as TldKind)}
          data-testid="tld-kind"
        />
        <Switch
          label={t('domains.form.auth_code_required')}
          checked={state.auth_code_required}
          onChange={(event) => onChange({ auth_code_required: event.currentTarget.checked })}
          mt={{ base: 0, sm: 'xl' }}
          data-testid="tld-auth-code"
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('domains.form.features')}
        value={state.features}
        error={errors.features}
        onChange={(value) => onChange({ features: value as TldFormState['features'] })}
      >
        <Group gap="md" mt={4}>
          {TLD_FEATURES.map((feature) => (
            <Checkbox key={feature} value={feature} label={t(`domains.feature.${feature}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput {...windowField('grace_days')} />
        <TextInput {...windowField('redemption_days')} />
        <TextInput {...windowField('pending_delete_days')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="tld-windows-hint">
        {t(`domains.form.windowsHint.${state.kind}`)}
      </Text>
    </Stack>
  )
}
