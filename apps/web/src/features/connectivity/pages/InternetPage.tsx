import '../i18n/register.ts'
import { Alert, Stack } from '@mantine/core'
import type { AddressQuery, InternetPackage } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { AvailabilityCheck } from '../components/AvailabilityCheck.tsx'
import { AvailabilityResult } from '../components/AvailabilityResult.tsx'
import { InternetLines } from '../components/InternetLines.tsx'
import { PackageOrder } from '../components/PackageOrder.tsx'
import { useAvailabilityQuery } from '../queries.ts'

/** The API names a query's fields `querystring.<field>`; the form's fields are the field names. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {}
  return Object.fromEntries(
    Object.entries(problemFieldErrors(error.problem)).map(([field, message]) => [
      field.replace(/^querystring\./, ''),
      message,
    ]),
  )
}

/**
 * /connectivity/internet: the availability check at an address (carriers, packages, speeds), a
 * package ordered for a wish date through the cart, and the delivery timeline of every line.
 */
export default function InternetPage() {
  const { t } = useFeatureTranslation()
  const company = useScopedCompanyId()
  const [address, setAddress] = useState<AddressQuery | null>(null)
  const [chosen, setChosen] = useState<InternetPackage | null>(null)
  const availability = useAvailabilityQuery(company, address)
  const check = (next: AddressQuery) => {
    setChosen(null)
    setAddress(next)
  }
  return (
    <>
      <PageHeader title={t('routes.connectivityInternet')} subtitle={t('connectivity.internet.intro')} />
      <Stack gap="md">
        <AvailabilityCheck
          onCheck={check}
          serverErrors={fieldErrorsOf(availability.error)}
          loading={availability.isFetching}
        />
        {availability.isError && !Object.keys(fieldErrorsOf(availability.error)).length ? (
          <QueryError
            message={t('connectivity.internet.check.loadError')}
            onRetry={() => void availability.refetch()}
          />
        ) : null}
        {availability.data ? (
          <AvailabilityResult
            availability={availability.data}
            chosen={chosen?.code ?? null}
            onChoose={company ? setChosen : null}
          />
        ) : null}
        {availability.data && !company ? (
          <Alert color="blue">{t('connectivity.internet.order.chooseCompany')}</Alert>
        ) : null}
        {availability.data && chosen && company ? (
          <PackageOrder key={chosen.code} company={company} availability={availability.data} pkg={chosen} />
        ) : null}
        <InternetLines />
      </Stack>
    </>
  )
}
