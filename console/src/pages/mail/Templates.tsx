import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Empty, ErrorNote, Loading, when } from '../../components/ui';
import { ConsoleTemplatesDocument } from '../../generated/graphql';
import { LISTS, Pager, useAccountId, useMailTitle } from './mail';

/** The account's stored templates; each opens in the editor with its preview. */
export default function Templates() {
  const accountId = useAccountId();
  useMailTitle('Templates');
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleTemplatesDocument,
    variables: { accountId, after },
    context: LISTS.templates,
  });
  const templates = data?.templates;
  return (
    <>
      <h2>Templates</h2>
      <p>
        Subject and bodies in Handlebars (<code>{'{{name}}'}</code>, <code>{'{{#if}}'}</code>, <code>{'{{#each}}'}</code>), with a JSON
        Schema the variables of every send must satisfy.
      </p>
      <p>
        <Link to="new" role="button">
          New template
        </Link>
      </p>
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading templates" /> : null}
      {templates?.nodes.length === 0 ? <Empty>No templates yet.</Empty> : null}
      {templates && templates.nodes.length > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Subject</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {templates.nodes.map((template) => (
                <tr key={template.id}>
                  <td>
                    <Link to={template.id}>{template.name}</Link>
                  </td>
                  <td>
                    <code>{template.subject}</code>
                  </td>
                  <td>{when(template.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pageInfo={templates?.pageInfo} after={after} onPage={setAfter} />
    </>
  );
}
