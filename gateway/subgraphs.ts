import type { SubgraphDefinition } from '../core/platform.js';
import { federationSubgraph } from '../subgraphs/federation/federation.subgraph.js';
import { mailSubgraph } from '../subgraphs/mail/mail.subgraph.js';
import { workspaceSubgraph } from '../subgraphs/workspace/workspace.subgraph.js';

/** Every subgraph of the supergraph, in composition order. */
export const subgraphs: readonly SubgraphDefinition[] = [workspaceSubgraph, mailSubgraph, federationSubgraph];

export function findSubgraph(name: string): SubgraphDefinition {
  const subgraph = subgraphs.find((candidate) => candidate.name === name);
  if (!subgraph) throw new Error(`Unknown subgraph "${name}"; known: ${subgraphs.map((s) => s.name).join(', ')}`);
  return subgraph;
}
