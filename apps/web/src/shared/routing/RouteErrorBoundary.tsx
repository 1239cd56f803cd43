import { isRouteErrorResponse, useRouteError } from 'react-router'
import { errorStatus } from '../api/ApiError.ts'
import { type ErrorCode, ErrorView, isErrorCode } from '../ui/ErrorView.tsx'

/** An API 403 or 5xx thrown while rendering a page shows the matching error page in place. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error)
  if (status === null && !isRouteErrorResponse(error)) console.error(error)
  const code: ErrorCode = status !== null && isErrorCode(status) ? status : 500
  return <ErrorView code={code} />
}
