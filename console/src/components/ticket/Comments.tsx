import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { ConsoleCreateCommentDocument } from '../../generated/graphql';
import { Markdown } from '../Markdown';
import { Badge, ErrorNote, personName, when } from '../ui';
import type { TicketData } from './rights';

/** The ticket's comments, internal ones marked; `canComment`: a form for a new one (`comment:create`). */
export function Comments({ ticket, canComment, reload }: { ticket: TicketData; canComment: boolean; reload: () => void }) {
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [result, comment] = useMutation(ConsoleCreateCommentDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await comment({ input: { ticketId: ticket.id, body, internal } });
    if (answer.data) {
      setBody('');
      setInternal(false);
      reload();
    }
  };
  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments ({ticket.commentCount})</h2>
      {ticket.comments.nodes.map((item) => (
        <article key={item.id} className={item.internal ? 'comment internal' : 'comment'}>
          <header>
            <strong>{personName(item.author)}</strong> <small>{when(item.createdAt)}</small>{' '}
            {item.internal ? <Badge colour="amber">internal</Badge> : null}
          </header>
          <Markdown source={item.body} />
        </article>
      ))}
      {canComment ? (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor="comment-body">
            Add a comment (Markdown)
            <textarea id="comment-body" name="body" rows={3} required value={body} onChange={(e) => setBody(e.target.value)} />
          </label>
          <label>
            <input type="checkbox" role="switch" checked={internal} onChange={(e) => setInternal(e.target.checked)} /> Internal (staff only)
          </label>
          <ErrorNote error={result.error} />
          <button type="submit" aria-busy={result.fetching}>
            Comment
          </button>
        </form>
      ) : null}
    </section>
  );
}
