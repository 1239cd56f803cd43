import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconX } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'
import { domainPaths } from '../domainPaths.ts'
import type { SelectedDomain } from '../domainSelection.ts'

/** The names chosen so far, each with remove; Continue leads to the setup of the order. */
export function DomainCart({
  items,
  onRemove,
}: {
  items: SelectedDomain[]
  onRemove: (domain: string) => void
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const continueProps = {
    fullWidth: true,
    mt: 'md',
    rightSection: <IconArrowRight size={16} aria-hidden />,
    'data-testid': 'domain-cart-continue',
  } as const
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="domain-cart"
      component="section"
      aria-labelledby="domain-cart-title"
    >
      <Title order={2} fz="h4" mb="sm" id="domain-cart-title">
        {t('domains.check.cart')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="domain-cart-empty">
          {t('domains.check.cartEmpty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              key={item.domain}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="domain-cart-item"
              data-domain={item.domain}
              data-action={item.action}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.domain}
                </Text>
                <Group gap={6}>
                  <Badge size="sm" variant="dot" color={item.action === 'register' ? 'green' : 'blue'}>
                    {t(
                      item.action === 'register'
                        ? 'domains.check.cartRegister'
                        : 'domains.check.cartTransfer',
                    )}
                  </Badge>
                  {item.price_minor !== null ? (
                    <Text size="xs" c="dimmed">
                      {t('domains.check.perYear', { price: format.money(item.price_minor, item.currency) })}
                    </Text>
                  ) : null}
                  {item.auth_code ? (
                    <Text size="xs" c="dimmed">
                      {t('domains.check.cartAuthCode')}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onRemove(item.domain)}
                aria-label={t('domains.check.actionFor', {
                  action: t('domains.check.remove'),
                  domain: item.domain,
                })}
                data-testid="domain-cart-remove"
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {/* Nothing chosen: a disabled button, not a link that goes nowhere. */}
      {items.length ? (
        <Button component={Link} to={domainPaths.setup()} {...continueProps}>
          {t('domains.check.continue')}
        </Button>
      ) : (
        <Button disabled {...continueProps}>
          {t('domains.check.continue')}
        </Button>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {t('domains.check.continueHint')}
      </Text>
    </Paper>
  )
}
