import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useSearchQuery } from '../queries.ts'

/** Results of the header search (spec 2: /backend/pages/generic/search?query=…). */
export default function SearchPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const query = (params.get('query') ?? '').trim().slice(0, 200)
  const search = useSearchQuery(query)
  return (
    <>
      <PageHeader
        title={t('routes.search')}
        subtitle={query ? t('search.resultsFor', { query }) : undefined}
      />
      {!query ? (
        <Text c="dimmed">
          {t('search.enterQuery')} {t('search.shortcut')}
        </Text>
      ) : search.isPending ? (
        <Stack>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : search.isError ? (
        <QueryError message={t('search.loadError')} onRetry={() => void search.refetch()} />
      ) : search.data.length === 0 ? (
        <Text c="dimmed" data-testid="search-empty">
          {t('search.none', { query })}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="search-results">
          {search.data.map((hit) => (
            <Paper component="li" key={`${hit.kind}-${hit.id}`} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  {hit.path ? (
                    <Anchor
                      component={Link}
                      to={hit.path}
                      fw={600}
                      truncate
                      display="block"
                      data-testid="search-hit"
                    >
                      {hit.title}
                    </Anchor>
                  ) : (
                    <Text fw={600} truncate data-testid="search-hit">
                      {hit.title}
                    </Text>
                  )}
                  {hit.subtitle ? (
                    <Text size="sm" c="dimmed" truncate>
                      {hit.kind === 'company'
                        ? t(`landing.kinds.${hit.subtitle}`, { defaultValue: hit.subtitle })
                        : hit.subtitle}
                    </Text>
                  ) : null}
                </div>
                <Badge variant="light" color="gray" miw="max-content">
                  {t(`search.kinds.${hit.kind}`)}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  )
}
