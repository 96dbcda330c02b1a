import { Navigate, type RouteObject } from 'react-router';
import AdminOnly from './components/AdminOnly';
import { Loading } from './components/ui';
import NotFound from './pages/NotFound';
import Projects from './pages/Projects';

/** A page loaded when first visited, so the first render carries only the pages in use. */
export const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The signed-in console's pages, under its navigation. */
export const routes: RouteObject[] = [
  { path: 'projects', element: <Projects /> },
  { path: 'projects/:key', ...lazyPage(() => import('./pages/ProjectTickets')) },
  {
    // Project settings: a frame with the sub-navigation, and a section per URL.
    path: 'projects/:key/settings',
    ...lazyPage(() => import('./pages/settings/SettingsLayout')),
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      { path: 'general', ...lazyPage(() => import('./pages/settings/General')) },
      { path: 'members', ...lazyPage(() => import('./pages/settings/Members')) },
      { path: 'statuses', ...lazyPage(() => import('./pages/settings/Statuses')) },
      { path: 'labels', ...lazyPage(() => import('./pages/settings/Labels')) },
      { path: 'milestones', ...lazyPage(() => import('./pages/settings/Milestones')) },
      { path: 'versions', ...lazyPage(() => import('./pages/settings/Versions')) },
      { path: 'federation', ...lazyPage(() => import('./pages/ProjectFederation')) },
      { path: 'danger-zone', ...lazyPage(() => import('./pages/settings/DangerZone')) },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: 'tickets/:key', ...lazyPage(() => import('./pages/Ticket')) },
  { path: 'tickets/:key/agent', ...lazyPage(() => import('./pages/Ticket')) },
  { path: 'profile', ...lazyPage(() => import('./pages/Profile')) },
  {
    // Workspace admins only: anyone else gets the refusal, whatever the page below.
    path: 'admin',
    element: <AdminOnly />,
    children: [
      { index: true, ...lazyPage(() => import('./pages/admin/AdminIndex')) },
      { path: 'people', ...lazyPage(() => import('./pages/admin/People')) },
      { path: 'email-delivery', ...lazyPage(() => import('./pages/admin/EmailDelivery')) },
      { path: 'webhooks', ...lazyPage(() => import('./pages/admin/Webhooks')) },
      { path: 'integrations', ...lazyPage(() => import('./pages/admin/Integrations')) },
      { path: 'federation', ...lazyPage(() => import('./pages/AdminFederation')) },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    // The mail account console: the accounts, then the pages of the one picked.
    path: 'mail',
    ...lazyPage(() => import('./pages/mail/MailLayout')),
    // Shown while a first visit straight to a mail page loads its code.
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, ...lazyPage(() => import('./pages/mail/Accounts')) },
      {
        path: ':accountId',
        children: [
          { index: true, element: <Navigate to="domains" replace /> },
          { path: 'domains', ...lazyPage(() => import('./pages/mail/Domains')) },
          { path: 'domains/:domainId', ...lazyPage(() => import('./pages/mail/Domain')) },
          { path: 'keys', ...lazyPage(() => import('./pages/mail/ApiKeys')) },
          { path: 'templates', ...lazyPage(() => import('./pages/mail/Templates')) },
          { path: 'templates/new', ...lazyPage(() => import('./pages/mail/Template')) },
          { path: 'templates/:templateId', ...lazyPage(() => import('./pages/mail/Template')) },
          { path: 'suppression', ...lazyPage(() => import('./pages/mail/Suppression')) },
          { path: 'webhooks', ...lazyPage(() => import('./pages/mail/Webhooks')) },
          { path: 'webhooks/:webhookId', ...lazyPage(() => import('./pages/mail/Webhook')) },
          { path: 'usage', ...lazyPage(() => import('./pages/mail/Usage')) },
          // The page's address before it became Usage & billing.
          { path: 'quota', element: <Navigate to="../usage" relative="path" replace /> },
          { path: 'messages', ...lazyPage(() => import('./pages/mail/Messages')) },
          { path: 'messages/:messageId', ...lazyPage(() => import('./pages/mail/Message')) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];
