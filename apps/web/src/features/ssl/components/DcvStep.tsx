import { Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { approverEmails, type DcvMethod } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** How one name is validated; the email is the approver address when the method is email. */
export type Dcv = { method: DcvMethod; email: string }

/** The validation of each name: DNS, email (to one of the domain's approver addresses) or a file. */
export function DcvStep({
  names,
  domainName,
  dcvOf,
  onDcv,
  errors,
}: {
  names: string[]
  domainName: string | undefined
  dcvOf: (name: string) => Dcv
  onDcv: (name: string, dcv: Dcv) => void
  errors: Record<string, string>
}) {
  const { t } = useFeatureTranslation()
  const fieldError = (key: string) => errors[key] || undefined
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb={4}>
        {t('ssl.order.dcv')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ssl.order.dcvHint')}
      </Text>
      {fieldError('dcv') ? (
        <Text size="sm" c="red" mb="xs" role="alert">
          {errors.dcv}
        </Text>
      ) : null}
      <Stack gap="sm">
        {names.filter(Boolean).map((name, i) => {
          const chosen = dcvOf(name)
          const emails = domainName ? approverEmails(name, domainName) : []
          return (
            <SimpleGrid key={name} cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="certificate-dcv">
              <Select
                label={t('ssl.order.method', { name })}
                data={(['dns', 'email', 'file'] as const).map((m) => ({
                  value: m,
                  label: t(`ssl.method.${m}`),
                }))}
                value={chosen.method}
                allowDeselect={false}
                onChange={(value) =>
                  value &&
                  onDcv(name, { method: value as DcvMethod, email: chosen.email || (emails[0] ?? '') })
                }
                data-testid="certificate-dcv-method"
              />
              {chosen.method === 'email' ? (
                <Select
                  label={t('ssl.order.email', { name })}
                  data={emails}
                  value={chosen.email || null}
                  error={fieldError(`dcv.${i}.email`)}
                  allowDeselect={false}
                  onChange={(value) => value && onDcv(name, { ...chosen, email: value })}
                />
              ) : null}
            </SimpleGrid>
          )
        })}
      </Stack>
    </Paper>
  )
}
