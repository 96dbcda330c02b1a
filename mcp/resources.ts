import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import {
  GetDocDocument,
  GetProjectDocument,
  ListProjectsDocument,
  GetTicketDocument,
  MyTimerDocument,
  ResourceDocChangesDocument,
  ResourceTicketChangesDocument,
  ResourceTimerChangesDocument,
  SearchDocument,
} from '../operations/generated/graphql.js';
import { ticketAnswer } from './answers.js';
import { compact } from './compact.js';
import { invalidParams, rpcError } from './rpc-errors.js';
import { VIA_MCP, type ApiError, type WorkspaceClient } from './workspace-client.js';

/** MCP's "resource not found" error code. */
const RESOURCE_NOT_FOUND = -32002;

/** Tickets on one page of `svc://search`. */
export const SEARCH_PAGE_SIZE = 20;

/** The parameters of `svc://search` (its template's), and the search argument each one is. */
const SEARCH_PARAMETERS = { q: 'query', project: 'projectKey', cursor: 'after' } as const;
type SearchParameter = keyof typeof SEARCH_PARAMETERS;

const TEMPLATES = [
  {
    uriTemplate: 'svc://ticket/{key}',
    name: 'ticket',
    title: 'Ticket',
    description: 'A ticket by key (e.g. WEB-12), with its latest comments.',
  },
  { uriTemplate: 'svc://doc/{id}', name: 'doc', title: 'Doc', description: 'A doc by id: its title and Markdown body.' },
  { uriTemplate: 'svc://project/{key}', name: 'project', title: 'Project', description: 'A project by key: statuses, milestones, labels.' },
  {
    uriTemplate: 'svc://search{?q,project,cursor}',
    name: 'search',
    title: 'Ticket search',
    description:
      `Tickets you can see matching q (words, "phrases", -exclusions, or; or an exact key), best first, ${SEARCH_PAGE_SIZE} a page; ` +
      "project: only that project (by key); cursor: the next page, as the answer's `next` URI gives it.",
  },
];

type Search = { kind: 'search'; q: string; project?: string; cursor?: string };
type Parsed = { kind: 'ticket' | 'project'; key: string } | { kind: 'doc'; id: string } | { kind: 'timer' } | Search;

/** `svc://search?q=…[&project=…][&cursor=…]` as the template `svc://search{?q,project,cursor}` expands; -32602 naming what is wrong. */
function parseSearch(uri: string, query: string): Search {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    throw invalidParams(`${uri}: not a query string`);
  }
  const search: Search = { kind: 'search', q: '' };
  for (const name of new Set(params.keys())) {
    if (!(name in SEARCH_PARAMETERS))
      throw invalidParams(`${uri}: ${name} is not a parameter of svc://search (q, project, cursor)`, { parameter: name });
    if (params.getAll(name).length > 1) throw invalidParams(`${uri}: ${name} is given more than once`, { parameter: name });
    search[name as SearchParameter] = params.get(name)!;
  }
  if (!search.q.trim())
    throw invalidParams(`${uri}: q is required: the words to look for, e.g. svc://search?q=login%20error`, { parameter: 'q' });
  if (search.project !== undefined && !search.project) throw invalidParams(`${uri}: project is empty`, { parameter: 'project' });
  if (search.cursor !== undefined && !search.cursor) throw invalidParams(`${uri}: cursor is empty`, { parameter: 'cursor' });
  return search;
}

/** The URI of a search page: the template expanded (RFC 6570 form-style query). */
export const searchUri = (search: Omit<Search, 'kind'>): string => {
  const params = new URLSearchParams({ q: search.q });
  if (search.project) params.set('project', search.project);
  if (search.cursor) params.set('cursor', search.cursor);
  return `svc://search?${params.toString().replace(/\+/g, '%20')}`;
};

function parseUri(uri: string): Parsed {
  if (uri === 'svc://timer') return { kind: 'timer' };
  const search = /^svc:\/\/search\/?(?:\?([^#]*))?$/.exec(uri);
  if (search) return parseSearch(uri, search[1] ?? '');
  const match = /^svc:\/\/(ticket|doc|project)\/([^/?#]+)$/.exec(uri);
  if (!match)
    throw rpcError(
      RESOURCE_NOT_FOUND,
      `No resource ${uri}: use svc://ticket/<key>, svc://doc/<id>, svc://project/<key>, svc://search?q=<words> or svc://timer`,
      { uri },
    );
  const value = decodeURIComponent(match[2]!);
  return match[1] === 'doc' ? { kind: 'doc', id: value } : { kind: match[1] as 'ticket' | 'project', key: value };
}

/** The API's refusal of a search as -32602, naming the URI's parameter (`q`, not the API's `query`). */
function searchRefusal(uri: string, error: ApiError): Error {
  const field = error.extensions?.field;
  const parameter = (Object.keys(SEARCH_PARAMETERS) as SearchParameter[]).find((name) => SEARCH_PARAMETERS[name] === field);
  const message =
    parameter && field && error.message.startsWith(`${field}:`) ? `${parameter}${error.message.slice(field.length)}` : error.message;
  return invalidParams(`${uri}: ${message}`, { code: error.extensions?.code, ...(parameter ? { parameter } : {}) });
}

/** Whether a change to the ticket `ticketKey` (of the subscribed project) changes the resource. */
export const changes = (resource: { kind: 'ticket' | 'project'; key: string }, ticketKey: string): boolean =>
  resource.kind === 'project' || resource.key === ticketKey;

export interface ResourceOptions {
  client: WorkspaceClient;
  authorization: () => string;
  /** The workspace API's graphql-ws URL, for live changes. */
  eventsUrl: string;
  /** Called when the API ends one of the live event streams (it does when their credential is revoked). */
  onEventsEnded?: () => void;
  /** Whether the connection's toolset has `svc_list_comments` (a ticket's answer says how to read older comments). */
  hasListComments: boolean;
  /**
   * Where the connection's subscriptions are recorded when another replica may hold its event stream (streamable HTTP):
   * a subscribe then only records the resource, and the replica that holds the stream follows it (`ResourceFollower`).
   * Without it (stdio), a subscription is followed here at once.
   */
  subscriptions?: SubscriptionRecord;
}

/** Where a connection's subscriptions are kept (mcp/session-store.ts for streamable HTTP sessions). */
export interface SubscriptionRecord {
  add(uri: string): Promise<void>;
  remove(uri: string): Promise<void>;
}

/** Follows exactly the given resources (and stops following any other), as the connection's subscriber. */
export interface ResourceFollower {
  follow(uris: readonly string[]): Promise<void>;
}

/**
 * The four resources of SPEC.md for one connection (ticket, doc, project, search; and the caller's timer): templates,
 * reads as the caller, and subscriptions (not of a search: its pages are read again).
 * A subscription follows the API's change events over graphql-ws as the subscriber (the API sends only
 * what they may read), never a poll: each event of the ticket (or of any ticket of the project) from
 * `ticketChanged`, of the doc from `docChanged`, of the caller's timer from `myTimerChanged` is a
 * `notifications/resources/updated`.
 */
export function serveResources(server: Server, options: ResourceOptions): ResourceFollower {
  let events: Client | undefined;
  /** The resources followed here: each one's way to stop. */
  const following = new Map<string, () => void>();

  const run = async <TData, TVariables extends Record<string, unknown>>(
    uri: string,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    refuseInput?: (error: ApiError) => Error,
  ): Promise<TData> => {
    const answer = await options.client.graphql(options.authorization(), print(document), variables);
    const [error] = answer.errors ?? [];
    if (!error && answer.data) return answer.data as TData;
    const code = error?.extensions?.code;
    if (code === 'BAD_USER_INPUT' && refuseInput) throw refuseInput(error!);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT')
      throw rpcError(RESOURCE_NOT_FOUND, `${uri}: ${error!.message}`, { uri, code });
    throw rpcError(ErrorCode.InternalError, `${uri}: ${error?.message ?? `the API answered ${answer.status}`}`);
  };

  /** One page of a search, read as the caller through the API's `searchTickets` (what `svc_search` calls). */
  const searchPage = async (uri: string, search: Search) => {
    const { searchTickets } = await run(
      uri,
      SearchDocument,
      { query: search.q, first: SEARCH_PAGE_SIZE, ...(search.project ? { projectKey: search.project } : {}), after: search.cursor ?? null },
      (error) => searchRefusal(uri, error),
    );
    const { hasNextPage, endCursor } = searchTickets.pageInfo;
    const next = hasNextPage && endCursor ? endCursor : undefined;
    return {
      q: search.q,
      ...(search.project ? { project: search.project } : {}),
      items: searchTickets.nodes.map((node) => ({ uri: `svc://ticket/${encodeURIComponent(node.key)}`, ...(compact({ node }) as object) })),
      ...(next ? { nextCursor: next, next: searchUri({ ...search, cursor: next }) } : {}),
    };
  };

  /** A resource's JSON value, compact as tool answers are. */
  const read = async (uri: string): Promise<unknown> => {
    const parsed = parseUri(uri);
    switch (parsed.kind) {
      case 'ticket':
        return ticketAnswer(compact(await run(uri, GetTicketDocument, { key: parsed.key })), options.hasListComments);
      case 'search':
        return searchPage(uri, parsed);
      case 'doc':
        return compact(await run(uri, GetDocDocument, { id: parsed.id }));
      case 'project':
        return compact(await run(uri, GetProjectDocument, { key: parsed.key }));
      case 'timer':
        return compact({ currentTimer: (await run(uri, MyTimerDocument, {})).currentTimer ?? null });
    }
  };

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: TEMPLATES.map((t) => ({ ...t, mimeType: 'application/json' })),
  }));
  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const { projects } = await run('svc://project', ListProjectsDocument, {});
    return {
      resources: [
        { uri: 'svc://timer', name: 'timer', title: 'My running timer', mimeType: 'application/json' },
        ...projects.nodes.map((project) => ({
          uri: `svc://project/${project.key}`,
          name: project.key,
          title: project.name,
          mimeType: 'application/json',
        })),
      ],
    };
  });
  server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const value = await read(request.params.uri);
    return {
      contents: [
        {
          uri: request.params.uri,
          mimeType: 'application/json',
          text: JSON.stringify(value ?? null),
        },
      ],
    };
  });

  /** Follows an API subscription over graphql-ws as the subscriber: each event (that `isChange` accepts) notifies `uri`. */
  const listen = <TData, TVariables extends Record<string, unknown>>(
    uri: string,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    isChange: (data: TData) => boolean = () => true,
  ): void => {
    events ??= createClient({
      url: options.eventsUrl,
      webSocketImpl: options.client.WebSocket,
      // `via: 'mcp'` as the HTTP calls' `x-svc-via: mcp`: a call made through the MCP server (core/acting-for.ts).
      connectionParams: () => ({ authorization: options.authorization(), via: VIA_MCP }),
      lazy: true,
      retryAttempts: 5,
    });
    // Ended by the API rather than by an unsubscribe or the session's end (which take it off the map first).
    const ended = () => {
      if (following.get(uri) !== dispose) return;
      following.delete(uri);
      options.onEventsEnded?.();
    };
    const dispose = events.subscribe<TData>(
      { query: print(document), variables },
      {
        next: (result) => {
          if (result.data && isChange(result.data as TData)) void server.sendResourceUpdated({ uri });
        },
        error: ended,
        complete: ended,
      },
    );
    following.set(uri, dispose);
  };
  const stop = (uri: string) => {
    const dispose = following.get(uri);
    following.delete(uri);
    dispose?.();
  };

  /**
   * How to follow `uri`, once a read shows the subscriber may see it: a ticket, project or doc is read first, so a
   * subscriber learns of changes only to what they may read (NOT_FOUND otherwise).
   */
  const changesOf = async (uri: string): Promise<() => void> => {
    const parsed = parseUri(uri);
    switch (parsed.kind) {
      case 'ticket':
      case 'project': {
        const projectKey =
          parsed.kind === 'ticket'
            ? (await run(uri, GetTicketDocument, { key: parsed.key })).ticket.project.key
            : (await run(uri, GetProjectDocument, { key: parsed.key })).project.key;
        return () => listen(uri, ResourceTicketChangesDocument, { projectKey }, (data) => changes(parsed, data.ticketChanged.ticketKey));
      }
      case 'doc': {
        const { doc } = await run(uri, GetDocDocument, { id: parsed.id });
        return () => listen(uri, ResourceDocChangesDocument, { docId: doc.id });
      }
      case 'timer':
        return () => listen(uri, ResourceTimerChangesDocument, {});
      case 'search':
        throw invalidParams(`${uri}: a search is not subscribable: read it again (svc://ticket/<key> of a result is)`);
    }
  };

  server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    const { uri } = request.params;
    if (!options.subscriptions && following.has(uri)) return {};
    const start = await changesOf(uri);
    if (options.subscriptions) await options.subscriptions.add(uri);
    else if (!following.has(uri)) start();
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    stop(request.params.uri);
    await options.subscriptions?.remove(request.params.uri);
    return {};
  });

  const onclose = server.onclose;
  server.onclose = () => {
    const disposals = [...following.values()];
    following.clear();
    for (const dispose of disposals) dispose();
    void events?.dispose();
    onclose?.();
  };
  return {
    follow: async (uris) => {
      const wanted = new Set(uris);
      for (const uri of [...following.keys()]) if (!wanted.has(uri)) stop(uri);
      await Promise.all(
        [...wanted]
          .filter((uri) => !following.has(uri))
          .map(async (uri) => {
            // A resource the subscriber may no longer read is not followed (as a subscribe to it would be refused).
            const start = await changesOf(uri).catch(() => undefined);
            if (start && wanted.has(uri) && !following.has(uri)) start();
          }),
      );
    },
  };
}
