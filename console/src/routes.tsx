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
  { path: 'projects/:key/settings/federation', ...lazyPage(() => import('./pages/ProjectFederation')) },
  { path: 'tickets/:key', ...lazyPage(() => import('./pages/Ticket')) },
  { path: 'profile', ...lazyPage(() => import('./pages/Profile')) },
  {
    // Workspace admins only: anyone else gets the refusal, whatever the page below.
    path: 'admin',
    element: <AdminOnly />,
    children: [
      { index: true, ...lazyPage(() => import('./pages/admin/AdminIndex')) },
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
          { path: 'quota', ...lazyPage(() => import('./pages/mail/Quota')) },
          { path: 'messages', ...lazyPage(() => import('./pages/mail/Messages')) },
          { path: 'messages/:messageId', ...lazyPage(() => import('./pages/mail/Message')) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];
