import '../i18n/register.ts'
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import {
  approverEmails,
  type DcvMethod,
  SSL_PERIODS,
  type SslOrderInput,
  SslOrderInputSchema,
  type SslPeriod,
  validatedDomainOf,
} from '@portico/contracts'
import { IconKey, IconShoppingCartPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { useDomainsQuery } from '../../domains/domainQueries.ts'
import { generateCsr, saveText } from '../csr.ts'
import { useSslFormat } from '../format.ts'
import { useOrderCertificate, useSslOffersQuery } from '../queries.ts'

type Dcv = { method: DcvMethod; email: string }

/** The names of the order: the common name, then the extra names (one per line). */
const namesOf = (commonName: string, sans: string) => [
  commonName.trim().toLowerCase(),
  ...sans
    .split(/\s+/)
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean),
]

/**
 * /domains/certificates/order: a certificate for one of the company's active domains: product,
 * period, names, a CSR made in this browser (the private key stays here) or pasted, and how each
 * name is validated. It goes into the cart; the order's provisioning requests it from the CA.
 */
export default function CertificateOrderPage() {
  const { t } = useFeatureTranslation()
  const format = useSslFormat()
  const navigate = useNavigate()
  const company = useScopedCompanyId()
  const offers = useSslOffersQuery(company)
  const domains = useDomainsQuery({ status: 'active', limit: 200 })
  const order = useOrderCertificate(company ?? '')
  const companyDomains = (domains.data?.data ?? []).filter((d) => d.company_id === company)
  const [domainId, setDomainId] = useState<string | null>(null)
  const [productId, setProductId] = useState<string | null>(null)
  const [period, setPeriod] = useState<SslPeriod>('P1Y')
  const [commonName, setCommonName] = useState('')
  const [sans, setSans] = useState('')
  const [csrMode, setCsrMode] = useState<'generate' | 'paste'>('generate')
  const [csr, setCsr] = useState('')
  const [privateKey, setPrivateKey] = useState<string | null>(null)
  const [dcv, setDcv] = useState<Record<string, Dcv>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const domain = companyDomains.find((d) => d.id === domainId)
  const offer = offers.data?.find((o) => o.id === productId)
  const periods = SSL_PERIODS.filter((p) => offer?.prices.some((price) => price.period === p))
  const names = useMemo(() => namesOf(commonName, sans), [commonName, sans])

  useEffect(() => {
    if (!domainId && companyDomains[0]) setDomainId(companyDomains[0].id)
  }, [domainId, companyDomains])
  useEffect(() => {
    if (!productId && offers.data?.[0]) setProductId(offers.data[0].id)
  }, [productId, offers.data])
  useEffect(() => {
    if (!domain) return
    setCommonName(offer?.wildcard ? `*.${domain.name}` : `www.${domain.name}`)
    setSans(offer?.wildcard ? domain.name : '')
    setCsr('')
    setPrivateKey(null)
  }, [domain, offer?.wildcard])
  useEffect(() => {
    if (periods.length && !periods.includes(period)) setPeriod(periods[0] ?? 'P1Y')
  }, [periods, period])

  const dcvOf = (name: string): Dcv => dcv[name] ?? { method: 'dns', email: '' }
  const input = (): SslOrderInput => ({
    domain_id: domainId ?? '',
    ssl_product_id: productId ?? '',
    period,
    common_name: names[0] ?? '',
    sans: names.slice(1),
    csr,
    dcv: names.map((name) => {
      const chosen = dcvOf(name)
      return chosen.method === 'email'
        ? { name, method: 'email', email: chosen.email }
        : { name, method: chosen.method }
    }),
  })

  const generate = async () => {
    const made = await generateCsr(names)
    setCsr(made.csr)
    setPrivateKey(made.privateKey)
    setErrors((e) => ({ ...e, csr: '' }))
  }

  const submit = async () => {
    const body = input()
    const parsed = SslOrderInputSchema.safeParse(body)
    if (!parsed.success) {
      const message = (issue: SchemaIssue) => issueMessage(t, issue)
      return setErrors(schemaFieldErrors(parsed.error.issues, message, (path) => path))
    }
    setErrors({})
    try {
      await order.mutateAsync(body)
      navigate('/ordering/overview')
    } catch (error) {
      if (!isApiError(error)) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? []) next[e.field ?? 'form'] ??= validationText(e.message)
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }

  if (!company) return <Alert color="blue">{t('ssl.order.chooseCompany')}</Alert>
  const fieldError = (key: string) => errors[key] || undefined
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
    >
      <PageHeader
        title={t('routes.sslOrder')}
        subtitle={t('ssl.order.intro')}
        actions={
          <Button
            type="submit"
            loading={order.isPending}
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            data-testid="certificate-place"
          >
            {t('ssl.order.place')}
          </Button>
        }
      />
      <Stack gap="md">
        {errors.form ? (
          <Alert color="red" data-testid="certificate-order-error">
            {errors.form}
          </Alert>
        ) : null}
        {domains.isSuccess && companyDomains.length === 0 ? (
          <Alert color="yellow">{t('ssl.order.noDomains')}</Alert>
        ) : null}
        {offers.isSuccess && offers.data.length === 0 ? (
          <Alert color="yellow">{t('ssl.order.noProducts')}</Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('ssl.order.domain')}
              data={companyDomains.map((d) => ({ value: d.id, label: d.name }))}
              value={domainId}
              error={fieldError('domain_id')}
              allowDeselect={false}
              searchable
              onChange={setDomainId}
              data-testid="certificate-domain"
            />
            <Select
              label={t('ssl.order.product')}
              data={(offers.data ?? []).map((o) => ({
                value: o.id,
                label: format.language === 'nl' ? o.name_nl : o.name_en,
              }))}
              value={productId}
              error={fieldError('ssl_product_id')}
              allowDeselect={false}
              onChange={setProductId}
              data-testid="certificate-product"
            />
            <Select
              label={t('ssl.order.period')}
              data={periods.map((p) => {
                const price = offer?.prices.find((x) => x.period === p)
                return {
                  value: p,
                  label: `${t(`ssl.period.${p}`)}${price ? ` · ${format.money(price.price_minor, price.currency)}` : ''}`,
                }
              })}
              value={period}
              error={fieldError('period')}
              allowDeselect={false}
              onChange={(value) => value && setPeriod(value as SslPeriod)}
              data-testid="certificate-period"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <TextInput
              label={t('ssl.order.commonName')}
              value={commonName}
              error={fieldError('common_name')}
              onChange={(e) => setCommonName(e.currentTarget.value)}
              data-testid="certificate-common-name"
            />
            {offer && (offer.max_sans > 0 || offer.wildcard) ? (
              <Textarea
                label={t('ssl.order.sans')}
                description={t('ssl.order.sansHint', { max: offer.max_sans })}
                value={sans}
                error={
                  fieldError('sans') ??
                  Object.entries(errors).find(([k, v]) => k.startsWith('sans.') && v)?.[1]
                }
                autosize
                minRows={2}
                onChange={(e) => setSans(e.currentTarget.value)}
                data-testid="certificate-sans"
              />
            ) : (
              <Text size="sm" c="dimmed" mt="lg">
                {t('ssl.order.noSans')}
              </Text>
            )}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('ssl.order.csr')}
          </Title>
          <Radio.Group
            value={csrMode}
            onChange={(value) => setCsrMode(value as 'generate' | 'paste')}
            mb="sm"
            data-testid="certificate-csr-mode"
          >
            <Stack gap={6}>
              <Radio value="generate" label={t('ssl.order.csrGenerate')} />
              <Radio value="paste" label={t('ssl.order.csrPaste')} data-testid="certificate-csr-paste" />
            </Stack>
          </Radio.Group>
          {csrMode === 'generate' ? (
            <Stack gap="xs">
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconKey size={16} aria-hidden />}
                  onClick={() => void generate()}
                  disabled={!names[0]}
                  data-testid="certificate-generate"
                >
                  {t('ssl.order.generateButton')}
                </Button>
              </Group>
              {privateKey ? (
                <Alert color="green" data-testid="certificate-key-made">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('ssl.order.csrGenerated')}</Text>
                    <Button
                      size="xs"
                      onClick={() =>
                        saveText(`${validatedDomainOf(names[0] ?? 'certificate')}.key`, privateKey)
                      }
                      data-testid="certificate-save-key"
                    >
                      {t('ssl.order.saveKey')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              {fieldError('csr') ? (
                <Text size="sm" c="red" role="alert">
                  {errors.csr}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Textarea
              label={t('ssl.order.csrLabel')}
              value={csr}
              error={fieldError('csr')}
              autosize
              minRows={6}
              ff="monospace"
              onChange={(e) => setCsr(e.currentTarget.value)}
              data-testid="certificate-csr"
            />
          )}
        </Paper>
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
              const emails = domain ? approverEmails(name, domain.name) : []
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
                      setDcv({
                        ...dcv,
                        [name]: { method: value as DcvMethod, email: chosen.email || (emails[0] ?? '') },
                      })
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
                      onChange={(value) => value && setDcv({ ...dcv, [name]: { ...chosen, email: value } })}
                    />
                  ) : null}
                </SimpleGrid>
              )
            })}
          </Stack>
        </Paper>
      </Stack>
    </form>
  )
}
