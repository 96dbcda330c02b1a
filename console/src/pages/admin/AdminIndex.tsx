import { Link } from 'react-router';
import { usePageTitle } from '../../components/page';

/** The admin sections, each a page of its own. */
const SECTIONS = [
  {
    to: '/admin/people',
    title: 'People',
    text: 'Users and their workspace roles, invitations (resend, revoke), deactivation, and bots with their API keys for AI clients.',
  },
  {
    to: '/admin/email-delivery',
    title: 'Email delivery',
    text: "How the workspace's own mail goes out (invitations, password resets, notifications): the shared sender or your own domain, and a test send.",
  },
  {
    to: '/admin/webhooks',
    title: 'Webhooks',
    text: 'Endpoints that receive workspace events, signed with a secret of their own, and what was delivered to them.',
  },
  {
    to: '/admin/integrations',
    title: 'Integrations',
    text: 'Connect a coding-agent orchestrator: a service account, its projects, its key and the WORKFLOW.md to give it.',
  },
  {
    to: '/admin/federation',
    title: 'Federation',
    text: 'Links with other workspace instances, so that shared projects and tickets flow between them.',
  },
] as const;

export default function AdminIndex() {
  usePageTitle('Admin');
  return (
    <>
      <h1>Admin</h1>
      <p>Settings of the whole workspace. Only workspace admins see these pages.</p>
      <div className="admin-sections">
        {SECTIONS.map((section) => (
          <article key={section.to}>
            <h2>
              <Link to={section.to}>{section.title}</Link>
            </h2>
            <p>{section.text}</p>
          </article>
        ))}
      </div>
    </>
  );
}
