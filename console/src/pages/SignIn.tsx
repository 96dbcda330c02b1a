import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { formError } from '../api';
import { ErrorNote, Field } from '../components/ui';
import { ConsoleLoginDocument } from '../generated/graphql';
import { usePageTitle } from '../components/page';
import { nextAfterSignIn, readSession, saveSession } from '../session';

/** Sign-in with email and password (the `login` mutation); `?expired=1` says why the console came back here. */
export default function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, login] = useMutation(ConsoleLoginDocument);
  const next = nextAfterSignIn(params.get('next'));
  usePageTitle('Sign in');
  if (readSession()) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await login({ input: { email, password } });
    if (!answer.data) return;
    saveSession({ token: answer.data.login.token, expiresAt: answer.data.login.expiresAt });
    onSignedIn();
    void navigate(next, { replace: true });
  };

  return (
    <main className="container narrow">
      <article>
        <h1>Sign in to SVC</h1>
        {params.get('expired') ? <p className="notice">Your session has ended. Sign in again to go on.</p> : null}
        <form onSubmit={(event) => void submit(event)}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            error={result.error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={result.error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <ErrorNote text={formError(result.error, ['email', 'password'])} />
          <button type="submit" aria-busy={result.fetching}>
            Sign in
          </button>
        </form>
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </article>
    </main>
  );
}
