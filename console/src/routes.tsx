import type { RouteObject } from 'react-router';
import AdminOnly from './components/AdminOnly';
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
  { path: '*', element: <NotFound /> },
];
