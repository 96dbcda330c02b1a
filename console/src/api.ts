import { useEffect } from 'react';
import { Client, cacheExchange, fetchExchange, mapExchange, type CombinedError, type OperationContext } from 'urql';
import { authHeader } from './session';

/** The API's client: every request carries the session; an answer that says it is gone signs the console out. */
export function createApiClient(onSessionGone: () => void): Client {
  return new Client({
    url: '/graphql',
    requestPolicy: 'cache-and-network',
    // POST always: the gateway refuses a GET without a preflight-forcing header (Apollo's CSRF prevention).
    preferGetMethod: false,
    fetchOptions: () => ({ headers: authHeader() }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (
            (error.response as Response | undefined)?.status === 401 ||
            error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
          )
            onSessionGone();
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
  });
}

/** The API's words for a failure (a network failure in words too). */
export function errorText(error: CombinedError | undefined): string | null {
  if (!error) return null;
  if (error.networkError) return `The platform could not be reached (${error.networkError.message})`;
  return error.graphQLErrors.map((e) => e.message).join('; ') || error.message;
}

/**
 * The message of an error about `field`: the API names it in `extensions.field` (`input.name`, `name`, `token`).
 * Null when the error is about something else, so it is shown beside the action instead.
 */
export function fieldError(error: CombinedError | undefined, field: string): string | null {
  const found = error?.graphQLErrors.find((e) => {
    const named = e.extensions?.field;
    return typeof named === 'string' && (named === field || named.endsWith(`.${field}`));
  });
  return found?.message ?? null;
}

/** The error's message unless it belongs next to one of `fields`. */
export function formError(error: CombinedError | undefined, fields: string[]): string | null {
  if (!error) return null;
  if (fields.some((field) => fieldError(error, field))) return null;
  return errorText(error);
}

/**
 * Asks the API again every `everyMs` (not at all while null), for what changes on the server with no subscription to
 * tell: an agent's session, a delivery, a link's polls.
 */
export function useRefetchEvery(refetch: (context: Partial<OperationContext>) => void, everyMs: number | null): void {
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, refetch]);
}
