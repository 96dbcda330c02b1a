import { plainFields } from '../../../core/federated-schema.js';
import { User } from '../identity/user.entity.js';
import { Label } from '../labels/label.entity.js';
import { Status } from '../statuses/status.entity.js';
import { buildWorkspaceSchema } from '../workspace.subgraph.js';

/** A list reads of its tickets' links only the properties of plain fields (ticket.access.ts, `linkProperties`). */
describe('plain fields of the types a ticket links to', () => {
  beforeAll(async () => {
    await buildWorkspaceSchema(); // type-graphql ties field resolvers to their types while it builds a schema
  });

  it('are the fields that return the property of their name, inherited ones included', () => {
    expect([...plainFields(User)]).toEqual(expect.arrayContaining(['id', 'createdAt', 'displayName', 'email', 'kind']));
    expect([...plainFields(Label)]).toEqual(expect.arrayContaining(['id', 'name', 'color']));
    expect([...plainFields(Status)]).toEqual(expect.arrayContaining(['id', 'name', 'category', 'position']));
  });

  it('leave out fields with a resolver, even one named after a property (a setting shown to its owner only)', () => {
    for (const computed of ['connectAiClients', 'active', 'owner']) expect(plainFields(User).has(computed)).toBe(false);
    expect(plainFields(Label).has('project')).toBe(false);
  });
});
