import { QueryClient } from '@tanstack/react-query'
import { errorStatus } from './ApiError.ts'

/** 403 and 5xx on a page go to the route's error element, which shows the matching error page. */
export function shouldThrowToBoundary(error: unknown): boolean {
  const status = errorStatus(error)
  return status === 403 || (status !== null && status >= 500)
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        const status = errorStatus(error)
        if (status !== null && status < 500) return false
        return failureCount < 2
      },
      throwOnError: shouldThrowToBoundary,
      refetchOnWindowFocus: false,
    },
  },
})
