import type { RouteObject } from 'react-router';
import NotFound from './pages/NotFound';
import Projects from './pages/Projects';

/** A page loaded when first visited, so the first render carries only the pages in use. */
export const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The signed-in console's pages, under its navigation. */
export const routes: RouteObject[] = [
  { path: 'projects', element: <Projects /> },
  { path: 'projects/:key/settings/federation', ...lazyPage(() => import('./pages/ProjectFederation')) },
  { path: 'admin/federation', ...lazyPage(() => import('./pages/AdminFederation')) },
  { path: '*', element: <NotFound /> },
];
