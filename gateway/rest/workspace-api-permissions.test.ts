import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { globalPermissionsByRole, projectPermissionsByRole } from '../../core/permissions.js';
import { SUPERGRAPH_PATH } from '../server.js';
import { rootFieldOwners } from '../subscriptions.js';
import { graphqlOnlyFields, workspaceRouteByField } from './workspace-api-permissions.js';

// Every workspace query and mutation clients see must say which permission its REST route needs.
const supergraph = readFileSync(SUPERGRAPH_PATH, 'utf8');
const apiSchema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));

const workspaceFields = (['Query', 'Mutation'] as const).flatMap((root) => {
  const owners = rootFieldOwners(supergraph, root);
  const type = root === 'Query' ? apiSchema.getQueryType() : apiSchema.getMutationType();
  return Object.keys(type?.getFields() ?? {})
    .filter((field) => owners.get(field) === 'workspace')
    .map((field) => `${root}.${field}`);
});

it('has an entry for every workspace Query and Mutation field of schema/api.graphql', () => {
  expect(workspaceFields.length).toBeGreaterThan(80);
  const graphqlOnly = new Set<string>(graphqlOnlyFields);
  const missing = workspaceFields.filter((field) => !workspaceRouteByField.has(field) && !graphqlOnly.has(field));
  expect(missing).toEqual([]);
});

it('names only existing workspace fields, each once', () => {
  const known = new Set(workspaceFields);
  expect([...workspaceRouteByField.keys(), ...graphqlOnlyFields].filter((field) => !known.has(field))).toEqual([]);
  expect(graphqlOnlyFields.filter((field) => workspaceRouteByField.has(field))).toEqual([]);
});

it('uses permissions of the one permission table', () => {
  const table = new Set<string>([...Object.values(projectPermissionsByRole).flat(), ...Object.values(globalPermissionsByRole).flat()]);
  const unknown = [...workspaceRouteByField.values()].flatMap((route) => route.permissions).filter((permission) => !table.has(permission));
  expect(unknown).toEqual([]);
});
