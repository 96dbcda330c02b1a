import { useRef, useState } from 'react';
import { authHeader } from '../session';
import type { ConsoleAttachmentFragment } from '../generated/graphql';
import { ErrorNote, saveFile } from './ui';

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** The REST answer's error in words (`{ error: { message } }`), or the status. */
async function restError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The platform answered ${response.status}`;
}

/**
 * A ticket's files: download through the API with the session (a plain link would carry no credentials), and
 * upload through `POST /api/attachments` when `canAttach` (`ticket:update`); `onChange` refreshes the ticket after an upload.
 */
export function Attachments({
  ticketId,
  attachments,
  canAttach,
  onChange,
}: {
  ticketId: string;
  attachments: ConsoleAttachmentFragment[];
  canAttach: boolean;
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (attachment: ConsoleAttachmentFragment) => {
    setError(null);
    // The URL names the platform's public address; the console asks the gateway that served it, whatever its name here.
    const { pathname } = new URL(attachment.downloadUrl, window.location.href);
    const response = await fetch(pathname, { headers: authHeader() }).catch((error: Error) => error);
    if (response instanceof Error) return setError(`The download failed: ${response.message}`);
    if (!response.ok) return setError(await restError(response));
    saveFile(attachment.filename, await response.blob());
  };

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setError(null);
    setBusy(true);
    const form = new FormData();
    // The parent comes before the file: the API checks it before it reads a byte of the file.
    form.append('ticketId', ticketId);
    form.append('file', file);
    try {
      const response = await fetch('/api/attachments', { method: 'POST', body: form, headers: authHeader() });
      if (!response.ok) return setError(await restError(response));
      input.current!.value = '';
      onChange();
    } catch (error) {
      setError(`The upload failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">Attachments</h2>
      {attachments.length === 0 ? <p className="empty">No files attached.</p> : null}
      <ul>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <button type="button" className="link-button" onClick={() => void download(attachment)}>
              {attachment.filename}
            </button>{' '}
            <small>
              {attachment.contentType}, {size(attachment.size)}
            </small>
          </li>
        ))}
      </ul>
      {canAttach ? (
        <label htmlFor="attachment-file">
          Attach a file
          <input id="attachment-file" type="file" ref={input} onChange={() => void upload()} aria-busy={busy} />
        </label>
      ) : null}
      <ErrorNote text={error} />
    </section>
  );
}
