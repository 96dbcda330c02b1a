import { NavLink, Outlet } from 'react-router';
import { isWorkspaceAdmin, useViewer } from '../viewer';

/** The console's frame: a navigation that lists only what the signed-in person may use. */
export default function Layout() {
  const { viewer, signOut } = useViewer();
  const admin = isWorkspaceAdmin(viewer);
  return (
    <>
      <header className="container-fluid top">
        <nav aria-label="Main">
          <ul>
            <li>
              <strong>SVC</strong>
            </li>
          </ul>
          <ul className="links">
            <li>
              <NavLink to="/projects">Projects</NavLink>
            </li>
            <li>
              <NavLink to="/mail">Mail</NavLink>
            </li>
            {admin ? (
              <li>
                <NavLink to="/admin">Admin</NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/profile">{viewer.displayName}</NavLink>
            </li>
            <li>
              <button type="button" className="outline secondary small" onClick={signOut}>
                Sign out
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <main className="container">
        <Outlet />
      </main>
    </>
  );
}
