import { Link, Outlet } from 'react-router';
import { isWorkspaceAdmin, useViewer } from '../viewer';
import { usePageTitle } from './page';

/**
 * The pages under `/admin`: the navigation links them for workspace admins only, and someone else who types the address is told
 * why there is nothing for them here (the API would refuse them anyway).
 */
export default function AdminOnly() {
  const { viewer } = useViewer();
  if (isWorkspaceAdmin(viewer)) return <Outlet />;
  return <AdminRefusal email={viewer.email} />;
}

function AdminRefusal({ email }: { email: string }) {
  usePageTitle('Workspace admins only');
  return (
    <article className="refusal" aria-labelledby="refusal-title">
      <h1 id="refusal-title">You need to be a workspace admin</h1>
      <p>
        The Admin pages (people, email delivery, webhooks, integrations, federation) are for workspace admins. You are signed in as{' '}
        <strong>{email}</strong>, a member: ask a workspace admin if you need something changed here.
      </p>
      <Link to="/projects">Back to the projects</Link>
    </article>
  );
}

/** The way back to the Admin index above an admin page's title. */
export function AdminCrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="breadcrumb">
      <ul>
        <li>
          <Link to="/admin">Admin</Link>
        </li>
        <li>{current}</li>
      </ul>
    </nav>
  );
}
