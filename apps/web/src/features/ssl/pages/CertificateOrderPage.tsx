import '../i18n/register.ts'
import { Alert, Button, Stack } from '@mantine/core'
import { SSL_PERIODS, type SslOrderInput, SslOrderInputSchema, type SslPeriod } from '@portico/contracts'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { useDomainsQuery } from '../../domains/domainQueries.ts'
import { CertificateChoiceFields } from '../components/CertificateChoiceFields.tsx'
import { type CsrMode, CsrStep } from '../components/CsrStep.tsx'
import { type Dcv, DcvStep } from '../components/DcvStep.tsx'
import { generateCsr } from '../csr.ts'
import { useOrderCertificate, useSslOffersQuery } from '../queries.ts'

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
  const [csrMode, setCsrMode] = useState<CsrMode>('generate')
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
        <CertificateChoiceFields
          domains={companyDomains}
          domainId={domainId}
          onDomain={setDomainId}
          offers={offers.data ?? []}
          offer={offer}
          productId={productId}
          onProduct={setProductId}
          periods={periods}
          period={period}
          onPeriod={setPeriod}
          commonName={commonName}
          onCommonName={setCommonName}
          sans={sans}
          onSans={setSans}
          errors={errors}
        />
        <CsrStep
          names={names}
          mode={csrMode}
          onMode={setCsrMode}
          csr={csr}
          onCsr={setCsr}
          privateKey={privateKey}
          onGenerate={() => void generate()}
          errors={errors}
        />
        <DcvStep
          names={names}
          domainName={domain?.name}
          dcvOf={dcvOf}
          onDcv={(name, chosen) => setDcv({ ...dcv, [name]: chosen })}
          errors={errors}
        />
      </Stack>
    </form>
  )
}
