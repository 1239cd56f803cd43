/** Coded errors thrown by services; plugins/errors.ts maps them to problem+json. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: { field: string; message: string }[],
    /** Response headers that belong to the answer, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export class BadRequest extends AppError {
  constructor(message = 'The request is not valid.', fields?: { field: string; message: string }[]) {
    super(400, 'bad_request', message, fields)
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication is required.') {
    super(401, 'unauthorized', message)
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'forbidden', message)
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message)
  }
}
export class Conflict extends AppError {
  constructor(message = 'The request conflicts with the current state.') {
    super(409, 'conflict', message)
  }
}
export class PreconditionFailed extends AppError {
  constructor(message = 'Someone else saved this record first. Reload it and try again.') {
    super(412, 'precondition_failed', message)
  }
}
