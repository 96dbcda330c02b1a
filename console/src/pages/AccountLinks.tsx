import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../api';
import { usePageTitle } from '../components/page';
import { ErrorNote, Field, Loading, when } from '../components/ui';
import {
  ConsoleAcceptInviteDocument,
  ConsoleInviteByTokenDocument,
  ConsoleRequestPasswordResetDocument,
  ConsoleResetPasswordDocument,
} from '../generated/graphql';

/** The pages a workspace email links to (`/accept-invite?token=`, `/reset-password?token=`), and "forgot password": no session needed. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="container narrow">
      <article>
        <h1>{title}</h1>
        {children}
      </article>
    </main>
  );
}

const MissingToken = () => (
  <p className="error-note" role="alert">
    This link has no token: open the link from the email again, whole.
  </p>
);

/**
 * An invitation's link: the API checks the token as the page opens; a link that no longer works says so (and the way on) before
 * anything is typed; a working one names the address the account gets, then the invitee chooses a name and a password.
 */
export function AcceptInvite() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Asked afresh each time the page opens: an invitation may have been revoked or resent since.
  const [check] = useQuery({ query: ConsoleInviteByTokenDocument, variables: { token }, pause: !token, requestPolicy: 'network-only' });
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [result, accept] = useMutation(ConsoleAcceptInviteDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void accept({ input: { token, displayName, password } });
  };
  if (!token) return <Card title="Join the workspace">{<MissingToken />}</Card>;
  if (result.data) {
    return (
      <Card title="Welcome">
        <p>
          Your account <strong>{result.data.acceptInvite.email}</strong> is ready. <Link to="/sign-in">Sign in</Link>
        </p>
      </Card>
    );
  }
  if (check.error && !check.data) {
    return (
      <Card title="Join the workspace">
        <ErrorNote error={check.error} />
      </Card>
    );
  }
  if (!check.data) {
    return (
      <Card title="Join the workspace">
        <Loading what="Checking the invitation" />
      </Card>
    );
  }
  const invite = check.data.inviteByToken;
  if (!invite) {
    return (
      <Card title="Join the workspace">
        <p role="alert">This invitation link is invalid or has expired.</p>
        <p>
          Ask the person who invited you to send a new one (an admin can resend it from Admin › People). Already joined?{' '}
          <Link to="/sign-in">Sign in</Link>.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Join the workspace">
      <p>
        You were invited as <strong data-testid="invited-email">{invite.email}</strong>: choose your name and a password. The link works
        until {when(invite.expiresAt)}.
      </p>
      <form onSubmit={submit}>
        <Field
          label="Your name"
          name="displayName"
          required
          autoComplete="name"
          value={displayName}
          error={result.error}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <Field
          label="Choose a password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          value={password}
          error={result.error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorNote text={formError(result.error, ['displayName', 'password'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create my account
        </button>
      </form>
    </Card>
  );
}

/** A password reset's link: the new password. */
export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [result, reset] = useMutation(ConsoleResetPasswordDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset({ input: { token, password } });
  };
  if (!token) return <Card title="Choose a new password">{<MissingToken />}</Card>;
  if (result.data) {
    return (
      <Card title="Password changed">
        <p>
          Your new password is set. <Link to="/sign-in">Sign in</Link>
        </p>
      </Card>
    );
  }
  return (
    <Card title="Choose a new password">
      <form onSubmit={submit}>
        <Field
          label="New password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          value={password}
          error={result.error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorNote text={formError(result.error, ['password'])} />
        <button type="submit" aria-busy={result.fetching}>
          Set the password
        </button>
      </form>
    </Card>
  );
}

/** "Forgot your password?": the API emails a link if the address is a user's, and says the same either way. */
export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [result, request] = useMutation(ConsoleRequestPasswordResetDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request({ input: { email } });
  };
  return (
    <Card title="Forgot your password?">
      {result.data ? (
        <p role="status">If {email} belongs to an account here, a link to choose a new password is on its way (valid one hour).</p>
      ) : (
        <form onSubmit={submit}>
          <Field
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="username"
            value={email}
            error={result.error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <ErrorNote text={formError(result.error, ['email'])} />
          <button type="submit" aria-busy={result.fetching}>
            Email me a link
          </button>
        </form>
      )}
      <p>
        <Link to="/sign-in">Back to sign-in</Link>
      </p>
    </Card>
  );
}
