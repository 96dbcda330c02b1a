import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GetPromptResult, Prompt, PromptArgument } from '@modelcontextprotocol/sdk/types.js';
import { print } from 'graphql';
import {
  PromptAssignedTicketsDocument,
  PromptMyTicketsDocument,
  PromptPlanSprintDocument,
  PromptProjectSummaryDocument,
  PromptSimilarTicketsDocument,
  PromptTicketDocument,
} from '../operations/generated/graphql.js';
import { compact } from './compact.js';
import { invalidParams } from './rpc-errors.js';
import type { WorkspaceClient } from './workspace-client.js';

/** Runs one prompt's query as the caller: its data, or the API's refusal as an invalid-params error naming its code. */
type Run = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/** A prompt argument that is a number: `prompts/get` refuses one that is not a number in `min`..`max`. */
interface NumberArgument extends PromptArgument {
  number: { min: number; max: number; default: number };
}

interface PromptDefinition extends Prompt {
  arguments?: (PromptArgument | NumberArgument)[];
  /** Number arguments arrive as their numbers (the default when absent or blank); the rest as given. */
  render(run: Run, args: Record<string, string>, numbers: Record<string, number>): Promise<string>;
}

const isNumberArgument = (argument: PromptArgument | NumberArgument): argument is NumberArgument => 'number' in argument;

/** Hours a sprint may be planned for: a positive number up to a quarter's full-time hours of a team of twenty. */
export const CAPACITY_HOURS = { min: 1, max: 10_000, default: 80 };

const json = (value: unknown) => JSON.stringify(compact({ value: value as Record<string, unknown> }), null, 1);

/** Up to six distinctive words of a title, as a search for tickets like it (`or` between them). */
const likeQuery = (title: string) =>
  [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])].slice(0, 6).join(' or ') || title.slice(0, 100);

const projectKey = { name: 'projectKey', description: 'The project key, e.g. WEB.', required: true };
const ticketKey = { name: 'ticketKey', description: 'The ticket key, e.g. WEB-12.', required: true };

/** The five prompts of SPEC.md, each rendered from live data the caller can see. */
export const PROMPTS: PromptDefinition[] = [
  {
    name: 'plan-sprint',
    title: 'Plan a sprint',
    description: "Proposes the next sprint of a project from its open tickets, within the team's capacity.",
    arguments: [
      projectKey,
      {
        name: 'capacityHours',
        description: `Hours the team has for the sprint: a number, ${CAPACITY_HOURS.min} to ${CAPACITY_HOURS.max} (default ${CAPACITY_HOURS.default}).`,
        required: false,
        number: CAPACITY_HOURS,
      },
    ],
    async render(run, args, numbers) {
      const data = await run(PromptPlanSprintDocument, { projectKey: args.projectKey! });
      const capacity = numbers.capacityHours!;
      return [
        `Plan the next sprint of project ${data.project.key} (${data.project.name}) for a capacity of ${capacity} hours.`,
        'Pick tickets by priority, unblocked ones first, respecting milestone dates; estimate the unestimated ones; list the chosen',
        'tickets with their estimates and the total, then what was left out and why. Change nothing until asked.',
        `Milestones: ${json(data.project.milestones)}`,
        `Open tickets (estimates in minutes): ${json(data.searchTickets.nodes)}`,
      ].join('\n');
    },
  },
  {
    name: 'triage-my-tickets',
    title: 'Triage my tickets',
    description: 'Orders your open tickets by what to do next, and flags the blocked and stale ones.',
    arguments: [],
    async render(run) {
      const { me } = await run(PromptMyTicketsDocument, {});
      const data = await run(PromptAssignedTicketsDocument, { assigneeId: me.id });
      return [
        `Triage the open tickets assigned to ${me.displayName}: order them by what to do next (priority, blockers, age), flag the`,
        'blocked ones and those not updated for two weeks, and suggest which to hand back. Change nothing until asked.',
        `Tickets: ${json(data.searchTickets.nodes)}`,
      ].join('\n');
    },
  },
  {
    name: 'summarize-project',
    title: 'Summarize a project',
    description: 'A status summary of a project: progress, milestones at risk, recent activity.',
    arguments: [projectKey],
    async render(run, args) {
      const data = await run(PromptProjectSummaryDocument, { projectKey: args.projectKey! });
      return [
        `Summarize the state of project ${data.project.key} (${data.project.name}) for a status update: progress by status,`,
        'milestones and whether they are at risk (estimated against logged minutes and due dates), and notable recent tickets.',
        `Project: ${json({ description: data.project.description, statuses: data.project.statuses })}`,
        `Milestones: ${json(data.project.milestones)}`,
        `Latest tickets: ${json(data.searchTickets.nodes)}`,
      ].join('\n');
    },
  },
  {
    name: 'estimate-ticket',
    title: 'Estimate a ticket',
    description: 'Estimates a ticket in hours, from its description and the logged time of similar tickets.',
    arguments: [ticketKey],
    async render(run, args) {
      const { ticket } = await run(PromptTicketDocument, { key: args.ticketKey! });
      const similar = await run(PromptSimilarTicketsDocument, { projectKey: ticket.project.key, query: likeQuery(ticket.title) });
      return [
        `Estimate ticket ${ticket.key} in hours, with a short reason and the main risks. Similar tickets with their estimates and`,
        'logged minutes are below; say which ones you relied on. Set the estimate (estimatedMinutes) only when asked.',
        `Ticket: ${json(ticket)}`,
        `Similar tickets: ${json(similar.searchTickets.nodes.filter((node) => node.key !== ticket.key))}`,
      ].join('\n');
    },
  },
  {
    name: 'find-duplicates',
    title: 'Find duplicates',
    description: 'Finds tickets that duplicate or overlap a ticket.',
    arguments: [ticketKey],
    async render(run, args) {
      const { ticket } = await run(PromptTicketDocument, { key: args.ticketKey! });
      const similar = await run(PromptSimilarTicketsDocument, { projectKey: ticket.project.key, query: likeQuery(ticket.title) });
      return [
        `Which of these tickets duplicate or overlap ticket ${ticket.key}? For each, say duplicate, overlapping or unrelated, and`,
        'why. Suggest which one to keep. Change nothing until asked.',
        `Ticket: ${json(ticket)}`,
        `Candidates: ${json(similar.searchTickets.nodes.filter((node) => node.key !== ticket.key))}`,
      ].join('\n');
    },
  },
];

/** `prompts/get`: the prompt rendered as the caller, or a JSON-RPC error naming what is wrong. */
export async function renderPrompt(
  client: WorkspaceClient,
  authorization: string,
  name: string,
  args: Record<string, string> = {},
): Promise<GetPromptResult> {
  const prompt = PROMPTS.find((candidate) => candidate.name === name);
  if (!prompt) throw invalidParams(`No prompt ${name}`);
  const numbers: Record<string, number> = {};
  for (const argument of prompt.arguments ?? []) {
    const given = args[argument.name]?.trim();
    if (argument.required && !given) throw invalidParams(`${argument.name}: required`, { argument: argument.name });
    if (isNumberArgument(argument)) numbers[argument.name] = numberArgument(argument, given);
  }
  const run: Run = async (document, variables) => {
    const answer = await client.graphql(authorization, print(document), variables);
    const [error] = answer.errors ?? [];
    if (error || !answer.data) {
      const code = error?.extensions?.code ?? 'API_ERROR';
      throw invalidParams(`${code}: ${error?.message ?? `the API answered ${answer.status}`}`, { code });
    }
    return answer.data as never;
  };
  const text = await prompt.render(run, args, numbers);
  return { description: prompt.description, messages: [{ role: 'user', content: { type: 'text', text } }] };
}

/**
 * A number argument's value: its default when absent or blank; else a decimal number (`40`, `37.5`) in its range, or
 * -32602 (Invalid params) naming the argument, its value and the range: never a silent default for `lots`.
 */
function numberArgument(argument: NumberArgument, given: string | undefined): number {
  const { min, max } = argument.number;
  if (!given) return argument.number.default;
  const value = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(given) ? Number(given) : Number.NaN;
  if (!Number.isFinite(value))
    throw invalidParams(`${argument.name}: ${JSON.stringify(given)} is not a number (give hours such as 40 or 37.5)`, {
      argument: argument.name,
    });
  if (value < min || value > max)
    throw invalidParams(`${argument.name}: ${given} is out of range: give ${min} to ${max}`, { argument: argument.name, min, max });
  return value;
}
