import { ProblemSchema } from '@portico/contracts'

/** Problem responses every authenticated route can give; listed so the OpenAPI document shows them. */
export const authProblems = {
  400: ProblemSchema.describe('Invalid input (names the field)'),
  401: ProblemSchema.describe('Missing or invalid access token'),
  403: ProblemSchema.describe('Not allowed, or X-Company is not yours'),
} as const

export const bearer = [{ bearerAuth: [] }]
