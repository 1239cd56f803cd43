import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { FieldGroup } from '../../../shared/ui/FieldGroup.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'

const MAX = 13

/**
 * 2 to 13 host names, one field each; a message per field (`nameservers.1`) or for the list. The
 * domain page frames it with its own label and hint; a form whose section names it already does not.
 */
export function NameserversEditor({
  value,
  errors,
  onChange,
  framed = true,
}: {
  value: string[]
  errors: Record<string, string>
  onChange: (next: string[]) => void
  framed?: boolean
}) {
  const { t } = useFeatureTranslation()
  const fields = (
    <>
      <Stack gap={6}>
        {value.map((host, i) => (
          // Name servers have no identity beyond their place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the field
          <Group key={i} gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t('domains.view.nameserver', { n: i + 1 })}
              placeholder={`ns${i + 1}.example.net`}
              value={host}
              onChange={(event) => onChange(value.map((h, j) => (j === i ? event.currentTarget.value : h)))}
              error={errors[`nameservers.${i}`]}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={253}
              style={{ flex: 1 }}
              data-testid="domain-nameserver"
            />
            <RemoveButton
              color="gray"
              size="lg"
              label={t('domains.view.removeNameserver', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              testId="domain-nameserver-remove"
            />
          </Group>
        ))}
      </Stack>
      {errors.nameservers ? (
        <Text
          size="sm"
          c="var(--mantine-color-error)"
          mt={4}
          role="alert"
          data-testid="domain-nameservers-error"
        >
          {errors.nameservers}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        mt={6}
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= MAX}
        data-testid="domain-nameserver-add"
      >
        {t('domains.view.addNameserver')}
      </Button>
    </>
  )
  if (!framed) return <div data-testid="domain-nameservers">{fields}</div>
  return (
    <FieldGroup label={t('domains.view.nameservers')} testId="domain-nameservers">
      <Text size="xs" c="dimmed" mb={6}>
        {t('domains.view.nameserversHint')}
      </Text>
      {fields}
    </FieldGroup>
  )
}
