import { Link, NavLink, Outlet, useParams } from 'react-router';
import { useQuery } from 'urql';
import { PageProblem } from '../../components/page';
import { Loading } from '../../components/ui';
import { ConsoleProjectSettingsDocument } from '../../generated/graphql';
import { isWorkspaceAdmin, useViewer } from '../../viewer';
import type { SettingsContext } from './settings';
import './settings.css';

/** The sections, in the sub-navigation's order: [path under /projects/:key/settings, label]. */
const SECTIONS = [
  ['general', 'General'],
  ['members', 'Members'],
  ['statuses', 'Statuses'],
  ['labels', 'Labels'],
  ['milestones', 'Milestones'],
  ['versions', 'Versions'],
  ['federation', 'Federation'],
  ['danger-zone', 'Danger zone'],
] as const;

/** Lists that may be empty still name the types whose changes should make the page read the project again. */
const SETTINGS = { additionalTypenames: ['Project', 'ProjectMember', 'Status', 'Label', 'Milestone', 'Version'] };

/**
 * Project settings' frame (`/projects/:key/settings/...`): the project's name, the sub-navigation over its sections, and
 * the section. Everyone who can see the project may open it; only its admins and workspace admins are offered changes (the
 * API refuses anyone else all the same). A project the viewer cannot see is a problem page, in the API's words.
 */
export default function SettingsLayout() {
  const { key = '' } = useParams();
  const { viewer } = useViewer();
  const [{ data, error }] = useQuery({ query: ConsoleProjectSettingsDocument, variables: { key }, context: SETTINGS });
  if (!data) {
    if (error) return <PageProblem title="Project not found" error={error} back={{ to: '/projects', label: 'Back to the projects' }} />;
    return <Loading what="Loading the project" />;
  }
  const { project } = data;
  const role = project.members.find((member) => member.userId === viewer.id)?.role;
  const context: SettingsContext = { project, manages: isWorkspaceAdmin(viewer) || role === 'ADMIN' };
  return (
    <>
      <nav aria-label="breadcrumb">
        <ul>
          <li>
            <Link to="/projects">Projects</Link>
          </li>
          <li>
            <Link to={`/projects/${project.key}`}>{project.key}</Link>
          </li>
          <li>Settings</li>
        </ul>
      </nav>
      <hgroup>
        <h1>Settings</h1>
        <p>{project.name}</p>
      </hgroup>
      <nav aria-label="Project settings" className="subnav">
        <ul>
          {SECTIONS.map(([path, label]) => (
            <li key={path}>
              <NavLink to={`/projects/${project.key}/settings/${path}`}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={context} />
    </>
  );
}
