import { GraphQLError } from 'graphql';

/** Every stable error code the platform raises. GraphQL carries it in `extensions.code`. */
export const errorCodes = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * A typed, expected failure thrown by services; mapped once at the boundary. Features add their own
 * code unions (e.g. `DomainErrorCode`); the REST error table lists every code, checked for exhaustiveness.
 */
export class AppError<C extends string = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this'): AppError => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required'): AppError => new AppError('UNAUTHENTICATED', message);
/** Input validation failure naming the offending field. */
export const invalidInput = (field: string, message: string): AppError => new AppError('BAD_USER_INPUT', `${field}: ${message}`, { field });
export const conflict = (message: string, details: Record<string, unknown> = {}): AppError => new AppError('CONFLICT', message, details);

/**
 * A feature's rule violation: the generic `code` clients branch on, plus a stable `reason` naming the rule
 * (`extensions.reason`; REST error bodies pass it through), as Stripe pairs a type with a specific code.
 * Each feature binds `R` to its own reason union (`ruleError<ProjectErrorReason>`), so it raises only its own.
 */
export const ruleError = <R extends string>(code: ErrorCode, reason: R, message: string, details: Record<string, unknown> = {}): AppError =>
  new AppError(code, message, { ...details, reason });

/** HTTP status for each code, used by REST shims and the gateway's transport errors. */
export const httpStatusFor: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * What was thrown under the GraphQL errors that located it: the compiled executor (graphql-jit) wraps a GraphQLError a
 * resolver threw in another, where graphql-js keeps the thrown one's `originalError`.
 */
export function thrownError(error: unknown): unknown {
  let thrown = error;
  while (thrown instanceof GraphQLError && thrown.originalError) thrown = thrown.originalError;
  return thrown;
}

/** Turns an AppError into a GraphQLError with `extensions.code`; anything else becomes an opaque internal error. */
export function toGraphQLError(error: unknown): GraphQLError {
  const located = error instanceof GraphQLError ? error : undefined;
  const original = thrownError(error);
  const position = { nodes: located?.nodes, path: located?.path };
  if (original instanceof AppError) {
    return new GraphQLError(original.message, { ...position, extensions: { code: original.code as string, ...original.details } });
  }
  // Errors without a path come from parsing, validation or input coercion (bad scalar values):
  // they describe the request and are safe to show.
  if (located && (!located.originalError || !located.path)) {
    return located.extensions?.code ? located : new GraphQLError(located.message, { ...position, extensions: { code: 'BAD_USER_INPUT' } });
  }
  // graphql-js's own refusal of a field's arguments while executing it: an explicit null for a variable whose default
  // fills a non-null argument (`query($first: Int = 50) { projects(first: $first) }` with `first: null`).
  if (original instanceof GraphQLError && !original.originalError) {
    return new GraphQLError(original.message, { ...position, extensions: { code: 'BAD_USER_INPUT', ...original.extensions } });
  }
  return new GraphQLError('Internal server error', { ...position, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
