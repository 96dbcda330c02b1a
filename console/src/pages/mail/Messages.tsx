import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Empty, ErrorNote, Loading, RefreshButton, when } from '../../components/ui';
import { ConsoleMailMessagesDocument } from '../../generated/graphql';
import { LISTS, Pager, StateBadge, useAccountId } from './mail';

/** The account's messages, newest first: state and the latest event of each; each opens with its whole history. */
export default function Messages() {
  const accountId = useAccountId();
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
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading messages" /> : null}
      {messages?.nodes.length === 0 ? (
        <Empty>
          No messages yet: send with <code>POST /v1/send</code> and a key of this account.
        </Empty>
      ) : null}
      {messages && messages.nodes.length > 0 ? (
        <div className="table-scroll">
          <table className="stack" aria-label="Messages">
            <thead>
              <tr>
                <th scope="col">Accepted</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Last event</th>
              </tr>
            </thead>
            <tbody>
              {messages.nodes.map((message) => {
                const last = message.events.at(-1);
                return (
                  <tr key={message.id}>
                    <td data-label="Accepted">
                      <Link to={message.id}>{when(message.createdAt)}</Link>
                    </td>
                    <td data-label="To">{message.to}</td>
                    <td data-label="Subject">{message.subject ?? <small>(template)</small>}</td>
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
