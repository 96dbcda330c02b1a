import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { PageProblem } from '../../components/page';
import { Loading, RefreshButton, when } from '../../components/ui';
import { ConsoleMailMessageDocument } from '../../generated/graphql';
import { StateBadge, json, problemTitle, useAccountId, useMailTitle } from './mail';

/** One message: its headers, each recipient's state, and its event history (the events its webhooks receive), oldest first. */
export default function Message() {
  const accountId = useAccountId();
  const { messageId = '' } = useParams();
  const [{ data, error, fetching }, refresh] = useQuery({ query: ConsoleMailMessageDocument, variables: { accountId, id: messageId } });
  const message = data?.mailMessage;
  const problem = error && !message ? problemTitle('Message', error) : null;
  useMailTitle(message ? (message.subject ?? message.templateName ?? 'Message') : (problem ?? 'Message'), 'Messages');
  if (problem) return <PageProblem title={problem} error={error} back={{ to: `/mail/${accountId}/messages`, label: 'Messages' }} />;
  if (!message) return <Loading what="Loading the message" />;
  const tags = Object.entries(message.tags);
  return (
    <>
      <p>
        <Link to=".." relative="path">
          ← Messages
        </Link>
      </p>
      <h2>
        {message.subject ?? (message.templateName ? `From template ${message.templateName}` : 'Message')}{' '}
        <StateBadge state={message.status} />
      </h2>
      <div className="table-scroll">
        <table aria-label="Message">
          <tbody>
            <tr>
              <th scope="row">From</th>
              <td>{message.from}</td>
            </tr>
            <tr>
              <th scope="row">To</th>
              <td>{message.to}</td>
            </tr>
            {message.cc.length ? (
              <tr>
                <th scope="row">Cc</th>
                <td>{message.cc.join(', ')}</td>
              </tr>
            ) : null}
            {message.bcc.length ? (
              <tr>
                <th scope="row">Bcc</th>
                <td>{message.bcc.join(', ')}</td>
              </tr>
            ) : null}
            {message.replyTo.length ? (
              <tr>
                <th scope="row">Reply-To</th>
                <td>{message.replyTo.join(', ')}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">Accepted</th>
              <td>{when(message.createdAt)}</td>
            </tr>
            <tr>
              <th scope="row">Message-ID</th>
              <td>
                <code>{message.messageIdHeader}</code>
              </td>
            </tr>
            {message.templateId ? (
              <tr>
                <th scope="row">Template</th>
                <td>
                  <Link to={`/mail/${accountId}/templates/${message.templateId}`}>{message.templateName ?? message.templateId}</Link>
                </td>
              </tr>
            ) : null}
            {tags.length ? (
              <tr>
                <th scope="row">Tags</th>
                <td>
                  {tags.map(([name, value]) => (
                    <code key={name} className="tag">
                      {name}={String(value)}
                    </code>
                  ))}
                </td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">Attempts</th>
              <td>
                {message.attempts}
                {message.nextAttemptAt ? <small> · next {when(message.nextAttemptAt)}</small> : null}
                {message.lastError ? <small> · {message.lastError}</small> : null}
              </td>
            </tr>
            {message.openedAt ? (
              <tr>
                <th scope="row">Opened</th>
                <td>{when(message.openedAt)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <h3>Recipients</h3>
      <div className="table-scroll">
        <table aria-label="Recipients">
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">As</th>
              <th scope="col">State</th>
              <th scope="col">Server&apos;s answer</th>
            </tr>
          </thead>
          <tbody>
            {message.recipients.map((recipient) => (
              <tr key={`${recipient.kind}-${recipient.email}`}>
                <td>{recipient.email}</td>
                <td>{recipient.kind}</td>
                <td>
                  <StateBadge state={recipient.status} />
                </td>
                <td>
                  <small>{recipient.smtpResponse ?? '—'}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>
        Events <RefreshButton busy={fetching} refresh={refresh} />
      </h3>
      {message.events.length === 0 ? <p className="empty">No events yet.</p> : null}
      <ol className="timeline" aria-label="Event history">
        {message.events.map((event) => (
          <li key={event.id}>
            <code>{event.event}</code> <small>{when(event.timestamp)}</small>
            <details>
              <summary>Data</summary>
              <pre>{json(event.data)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
