import { TicketPriority } from './ticket.entity.js';

/** `<PROJECT_KEY>-<n>`, the workspace-unique key of a ticket. */
export function formatTicketKey(projectKey: string, number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`ticket number must be a positive integer, got ${number}`);
  return `${projectKey}-${number}`;
}

const TICKET_KEY = /^([A-Z][A-Z0-9]{1,9})-([1-9][0-9]{0,9})$/;

/** Splits a ticket key (case-insensitive, surrounding space ignored); null when it is not one. */
export function parseTicketKey(value: string): { projectKey: string; number: number } | null {
  const match = TICKET_KEY.exec(value.trim().toUpperCase());
  if (!match) return null;
  const number = Number(match[2]);
  return Number.isSafeInteger(number) && number <= 2_147_483_647 ? { projectKey: match[1]!, number } : null;
}

/** Highest urgency first; the order lists and filters use. */
export const priorityOrder: readonly TicketPriority[] = [
  TicketPriority.BLOCKER,
  TicketPriority.HIGH,
  TicketPriority.NORMAL,
  TicketPriority.LOW,
  TicketPriority.TRIVIAL,
];

/** The integer priority of the orchestrator issue record (SPEC: blocker=1, high=2, normal=3, low=4, trivial=4). */
export function orchestratorPriority(priority: TicketPriority): number {
  switch (priority) {
    case TicketPriority.BLOCKER:
      return 1;
    case TicketPriority.HIGH:
      return 2;
    case TicketPriority.NORMAL:
      return 3;
    case TicketPriority.LOW:
    case TicketPriority.TRIVIAL:
      return 4;
    default: {
      const unknown: never = priority;
      throw new Error(`unknown priority ${String(unknown)}`);
    }
  }
}
