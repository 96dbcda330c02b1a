import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../api';
import { DataTable, Empty, ErrorNote, Field, Loading } from '../components/ui';
import { FederationGlobe } from '../components/FederationGlobe';
import { ArrivalNotice, usePageTitle } from '../components/page';
import { ConsoleCreateProjectDocument, ConsoleProjectsDocument } from '../generated/graphql';
import { isWorkspaceAdmin, useViewer } from '../viewer';

/** An empty list names no type in its answer: this one is refetched when a Project changes all the same. */
const PROJECT_LIST = { additionalTypenames: ['Project'] };

/** The projects the viewer can see, and a new one. */
export default function Projects() {
  usePageTitle('Projects');
  const [{ data, fetching, error }] = useQuery({ query: ConsoleProjectsDocument, context: PROJECT_LIST });
  const { viewer } = useViewer();
  // Project settings are for its admins (and workspace admins); others see no link to them.
  const administers = (project: { members: Array<{ userId: string; role: string }> }) =>
    isWorkspaceAdmin(viewer) || project.members.some((member) => member.userId === viewer.id && member.role === 'ADMIN');
  return (
    <>
      <h1>Projects</h1>
      <ArrivalNotice />
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading projects" /> : null}
      {data && data.projects.nodes.length === 0 ? <Empty>No projects yet: create the first one below.</Empty> : null}
      {data && data.projects.nodes.length > 0 ? (
        <DataTable headers={['Key', 'Name', <span className="visually-hidden">Settings</span>]}>
          <tbody>
            {data.projects.nodes.map((project) => (
              <tr key={project.id}>
                <td>
                  <Link to={`/projects/${project.key}`}>{project.key}</Link>
                </td>
                <td>
                  {project.name} <FederationGlobe pair={project.federationPair} />
                </td>
                <td>
                  {/* Short words on screen; names that say which project for a screen reader's list of links. */}
                  {administers(project) ? (
                    <>
                      <Link to={`/projects/${project.key}/settings`} aria-label={`Settings of ${project.name} (${project.key})`}>
                        Settings
                      </Link>{' '}
                      <Link
                        to={`/projects/${project.key}/settings/federation`}
                        aria-label={`Federation settings of ${project.name} (${project.key})`}
                      >
                        Federation
                      </Link>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <CreateProject />
    </>
  );
}

function CreateProject() {
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [result, create] = useMutation(ConsoleCreateProjectDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { key, name } });
    if (answer.data) {
      setKey('');
      setName('');
    }
  };
  return (
    <details>
      <summary role="button" className="outline">
        New project
      </summary>
      <form onSubmit={(event) => void submit(event)}>
        <div className="grid">
          <Field
            label="Key"
            name="key"
            required
            value={key}
            error={result.error}
            hint="Capitals and digits, 2 to 10, e.g. WEB"
            onChange={(e) => setKey(e.target.value)}
          />
          <Field label="Name" name="name" required value={name} error={result.error} onChange={(e) => setName(e.target.value)} />
        </div>
        <ErrorNote text={formError(result.error, ['key', 'name'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create project
        </button>
      </form>
    </details>
  );
}
