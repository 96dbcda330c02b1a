import '@picocss/pico/css/pico.min.css';
import './styles.css';
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Outlet, createBrowserRouter, useLocation } from 'react-router';
// react-dom's flushSync wired in, for navigations that ask to render at once (the ticket list's filters).
import { RouterProvider } from 'react-router/dom';
import { Provider, useMutation, useQuery } from 'urql';
import { createApiClient } from './api';
import Layout from './components/Layout';
import { ErrorNote, Loading } from './components/ui';
import { ConsoleLogoutDocument, ConsoleViewerDocument } from './generated/graphql';
import { routes } from './routes';
import { AcceptInvite, ForgotPassword, ResetPassword } from './pages/AccountLinks';
import SignIn from './pages/SignIn';
import { clearSession, readSession, signInUrl } from './session';
import { ViewerContext } from './viewer';

/** The signed-in part: the viewer is read first; without a session, off to sign-in (and back here after). */
function SignedIn({ onSignOut }: { onSignOut: () => void }) {
  const location = useLocation();
  const session = readSession();
  const [{ data, error }] = useQuery({ query: ConsoleViewerDocument, pause: !session });
  const [, logout] = useMutation(ConsoleLogoutDocument);
  const signOut = useCallback(() => {
    void logout({}).finally(onSignOut);
  }, [logout, onSignOut]);
  if (!session) return <Navigate to={signInUrl(location)} replace />;
  if (error && !data) return <ErrorNote error={error} />;
  if (!data) return <Loading />;
  return (
    <ViewerContext.Provider value={{ viewer: data.me, signOut }}>
      <Outlet />
    </ViewerContext.Provider>
  );
}

function App() {
  // A new client per session, so nothing cached for one person is shown to the next.
  const [generation, setGeneration] = useState(0);
  const client = useMemo(
    () =>
      createApiClient(() => {
        if (!readSession()) return;
        clearSession();
        window.location.assign(signInUrl(window.location, true));
      }),
    [generation],
  );
  const router = useMemo(
    () =>
      createBrowserRouter([
        { path: '/sign-in', element: <SignIn onSignedIn={() => setGeneration((g) => g + 1)} /> },
        // What the workspace's emails link to, and the way to ask for a reset: no session needed.
        { path: '/accept-invite', element: <AcceptInvite /> },
        { path: '/reset-password', element: <ResetPassword /> },
        { path: '/forgot-password', element: <ForgotPassword /> },
        {
          element: (
            <SignedIn
              onSignOut={() => {
                clearSession();
                setGeneration((g) => g + 1);
              }}
            />
          ),
          children: [{ element: <Layout />, children: [{ index: true, element: <Navigate to="/projects" replace /> }, ...routes] }],
        },
      ]),
    [],
  );
  return (
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
