import { Navigate, type RouteObject } from 'react-router';
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
