import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

const MAX = 13

/** 2 to 13 host names, one input each; the list's own message (how many) shows under it. */
export function NameserversEditor({
  value,
  errors,
  onChange,
}: {
  value: string[]
  errors: Record<string, string>
  onChange: (next: string[]) => void
}) {
  const { t } = useFeatureTranslation()
  const set = (index: number, text: string) => onChange(value.map((ns, i) => (i === index ? text : ns)))
  return (
    <Stack gap="xs" data-testid="preset-nameservers">
      {value.map((ns, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; an edit keeps its row
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={t('domains.presets.form.nameserver', { n: index + 1 })}
            placeholder={`ns${index + 1}.example.net`}
            value={ns}
            error={errors[`nameservers.${index}`]}
            onChange={(event) => set(index, event.currentTarget.value)}
            data-testid={`preset-ns-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={value.length <= 2}
            aria-label={t('domains.presets.form.removeNameserver', { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors.nameservers ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="preset-nameservers-error">
          {errors.nameservers}
        </Text>
      ) : null}
      <div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={value.length >= MAX}
          onClick={() => onChange([...value, ''])}
          data-testid="preset-ns-add"
        >
          {t('domains.presets.form.addNameserver')}
        </Button>
      </div>
    </Stack>
  )
}
