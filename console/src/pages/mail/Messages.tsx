import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Empty, ErrorNote, Loading, RefreshButton, when } from '../../components/ui';
import { ConsoleMailMessagesDocument } from '../../generated/graphql';
import { LISTS, Pager, StateBadge, useAccountId, useMailTitle } from './mail';
import { SendTest } from './SendTest';

/**
 * The account's messages, newest first: state and the latest event of each; a row opens the message with its whole history.
 * Above them, a form to send a test message.
 */
export default function Messages() {
  const accountId = useAccountId();
  useMailTitle('Messages');
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }, refresh] = useQuery({
    query: ConsoleMailMessagesDocument,
    variables: { accountId, after },
    context: LISTS.messages,
  });
  const messages = data?.mailMessages;
  return (
    <>
      <h2>
        Messages <RefreshButton busy={fetching} refresh={refresh} />
      </h2>
      <details>
        <summary>Send a test message</summary>
        <SendTest accountId={accountId} onSent={() => refresh({ requestPolicy: 'network-only' })} />
      </details>
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading messages" /> : null}
      {messages?.nodes.length === 0 ? (
        <Empty>
          No messages yet: send a test message above, or send with <code>POST /v1/send</code> and a key of this account.
        </Empty>
      ) : null}
      {messages && messages.nodes.length > 0 ? (
        <div className="table-scroll">
          {/* The whole row opens the message: the link in its first cell is stretched over the row (styles.css, row-links). */}
          <table className="stack row-links" aria-label="Messages">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Template</th>
                <th scope="col">Status</th>
                <th scope="col">Last event</th>
                <th scope="col">Accepted</th>
              </tr>
            </thead>
            <tbody>
              {messages.nodes.map((message) => {
                const last = message.events.at(-1);
                return (
                  <tr key={message.id}>
                    <td data-label="Subject">
                      <Link to={message.id}>{message.subject ?? `Message ${message.id}`}</Link>
                    </td>
                    <td data-label="To">{message.to}</td>
                    <td data-label="Template">{message.templateId ? (message.templateName ?? message.templateId) : <small>—</small>}</td>
                    <td data-label="Status">
                      <StateBadge state={message.status} />
                    </td>
                    <td data-label="Last event">
                      {last ? (
                        <>
                          <code>{last.event}</code> <small>{when(last.timestamp)}</small>
                        </>
                      ) : (
                        <small>none yet</small>
                      )}
                    </td>
                    <td data-label="Accepted">{when(message.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pageInfo={messages?.pageInfo} after={after} onPage={setAfter} />
    </>
  );
}
