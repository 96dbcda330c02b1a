import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
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
} from '../operations/generated/graphql.js';
import { compact } from './compact.js';
import { VIA_MCP, type WorkspaceClient } from './workspace-client.js';

/** MCP's "resource not found" error code. */
const RESOURCE_NOT_FOUND = -32002;

const TEMPLATES = [
  {
    uriTemplate: 'svc://ticket/{key}',
    name: 'ticket',
    title: 'Ticket',
    description: 'A ticket by key (e.g. WEB-12), with its latest comments.',
  },
  { uriTemplate: 'svc://doc/{id}', name: 'doc', title: 'Doc', description: 'A doc by id: its title and Markdown body.' },
  { uriTemplate: 'svc://project/{key}', name: 'project', title: 'Project', description: 'A project by key: statuses, milestones, labels.' },
];

type Parsed = { kind: 'ticket' | 'project'; key: string } | { kind: 'doc'; id: string } | { kind: 'timer' };

function parseUri(uri: string): Parsed {
  const match = /^svc:\/\/(ticket|doc|project)\/([^/?#]+)$/.exec(uri);
  if (uri === 'svc://timer') return { kind: 'timer' };
  if (!match)
    throw new McpError(
      RESOURCE_NOT_FOUND,
      `No resource ${uri}: use svc://ticket/<key>, svc://doc/<id>, svc://project/<key> or svc://timer`,
    );
  const value = decodeURIComponent(match[2]!);
  return match[1] === 'doc' ? { kind: 'doc', id: value } : { kind: match[1] as 'ticket' | 'project', key: value };
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
}

/**
 * The four resources of SPEC.md for one connection: templates, reads as the caller, and subscriptions.
 * A subscription follows the API's change events over graphql-ws as the subscriber (the API sends only
 * what they may read), never a poll: each event of the ticket (or of any ticket of the project) from
 * `ticketChanged`, of the doc from `docChanged`, of the caller's timer from `myTimerChanged` is a
 * `notifications/resources/updated`.
 */
export function serveResources(server: Server, options: ResourceOptions): void {
  let events: Client | undefined;
  const subscriptions = new Map<string, () => void>();

  const run = async <TData, TVariables extends Record<string, unknown>>(
    uri: string,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> => {
    const answer = await options.client.graphql(options.authorization(), print(document), variables);
    const [error] = answer.errors ?? [];
    if (!error && answer.data) return answer.data as TData;
    const code = error?.extensions?.code;
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT')
      throw new McpError(RESOURCE_NOT_FOUND, `${uri}: ${error!.message}`);
    throw new McpError(ErrorCode.InternalError, `${uri}: ${error?.message ?? `the API answered ${answer.status}`}`);
  };

  const read = async (uri: string): Promise<unknown> => {
    const parsed = parseUri(uri);
    switch (parsed.kind) {
      case 'ticket':
        return (await run(uri, GetTicketDocument, { key: parsed.key })).ticket;
      case 'doc':
        return (await run(uri, GetDocDocument, { id: parsed.id })).doc;
      case 'project':
        return (await run(uri, GetProjectDocument, { key: parsed.key })).project;
      case 'timer':
        return (await run(uri, MyTimerDocument, {})).currentTimer ?? null;
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
          text: JSON.stringify(value === null ? null : compact({ value: value as Record<string, unknown> })),
        },
      ],
    };
  });

  /** Follows an API subscription over graphql-ws as the subscriber: each event (that `isChange` accepts) notifies `uri`. */
  const follow = <TData, TVariables extends Record<string, unknown>>(
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
      if (subscriptions.get(uri) !== dispose) return;
      subscriptions.delete(uri);
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
    subscriptions.set(uri, dispose);
  };

  // A ticket, project or doc is read first: a subscriber learns of changes only to what they may read (NOT_FOUND otherwise).
  server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    const { uri } = request.params;
    if (subscriptions.has(uri)) return {};
    const parsed = parseUri(uri);
    switch (parsed.kind) {
      case 'ticket':
      case 'project': {
        const projectKey =
          parsed.kind === 'ticket'
            ? (await run(uri, GetTicketDocument, { key: parsed.key })).ticket.project.key
            : (await run(uri, GetProjectDocument, { key: parsed.key })).project.key;
        follow(uri, ResourceTicketChangesDocument, { projectKey }, (data) => changes(parsed, data.ticketChanged.ticketKey));
        break;
      }
      case 'doc': {
        const { doc } = await run(uri, GetDocDocument, { id: parsed.id });
        follow(uri, ResourceDocChangesDocument, { docId: doc.id });
        break;
      }
      case 'timer':
        follow(uri, ResourceTimerChangesDocument, {});
    }
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, (request) => {
    const dispose = subscriptions.get(request.params.uri);
    subscriptions.delete(request.params.uri);
    dispose?.();
    return {};
  });

  const onclose = server.onclose;
  server.onclose = () => {
    const disposals = [...subscriptions.values()];
    subscriptions.clear();
    for (const dispose of disposals) dispose();
    void events?.dispose();
    onclose?.();
  };
}
