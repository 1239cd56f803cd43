import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { errorStatus } from '../api/ApiError.ts'
import { reportError } from '../errorReporting/index.ts'
import { type ErrorCode, ErrorView, isErrorCode } from '../ui/ErrorView.tsx'

/** An API 403 or 5xx thrown while rendering a page shows the matching error page in place. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error)
  if (status === null && !isRouteErrorResponse(error)) console.error(error)
  const code: ErrorCode = status !== null && isErrorCode(status) ? status : 500
  // Our own bugs and server failures are worth a report; a 403 or 404 is the app working as meant.
  useEffect(() => {
    if (status === null || status >= 500) reportError(error)
  }, [error, status])
  return <ErrorView code={code} />
}
