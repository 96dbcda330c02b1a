import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TableHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { CombinedError, OperationContext } from 'urql';
import { errorText, fieldError } from '../api';

/** A labelled input with the API's error for its field right under it. */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: { label: string; name: string; error?: CombinedError; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const message = fieldError(error, name);
  // Forms repeated on a page (one per row) give their own ids.
  const id = input.id ?? `field-${name}`;
  return (
    <label htmlFor={id}>
      {label}
      <input {...controlProps(id, name, message)} {...input} />
      <FieldNote id={id} message={message} hint={hint} />
    </label>
  );
}

/** Under a field: the API's error for it (`<id>-error`, which the control names in `aria-describedby`), or else the hint. */
export function FieldNote({ id, message, hint }: { id: string; message: string | null; hint?: ReactNode }) {
  if (message)
    return (
      <small id={`${id}-error`} className="field-error" role="alert">
        {message}
      </small>
    );
  return hint ? <small>{hint}</small> : null;
}

/** The attributes that tie a control to its label and to its error under it. */
const controlProps = (id: string, name: string, message: string | null) => ({
  id,
  name,
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-error` : undefined,
});

/** A labelled multi-line input (code or JSON: monospace) with the API's error for its field under it. */
export function TextAreaField({
  label,
  name,
  error,
  message: ownMessage,
  hint,
  ...textarea
}: {
  label: string;
  name: string;
  error?: CombinedError;
  /** An error found before asking the API (e.g. JSON that does not parse). */
  message?: string | null;
  hint?: ReactNode;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const message = ownMessage ?? fieldError(error, name);
  const id = `field-${name}`;
  return (
    <label htmlFor={id}>
      {label}
      <textarea className="code" spellCheck={false} {...controlProps(id, name, message)} {...textarea} />
      <FieldNote id={id} message={message} hint={hint} />
    </label>
  );
}

/** A labelled choice among `options` ([value, label]) with the API's error for its field under it. */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  ...select
}: {
  label: string;
  name: string;
  error?: CombinedError;
  hint?: ReactNode;
  options: ReadonlyArray<readonly [string, string]>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const message = fieldError(error, name);
  const id = `field-${name}`;
  return (
    <label htmlFor={id}>
      {label}
      <select {...controlProps(id, name, message)} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNote id={id} message={message} hint={hint} />
    </label>
  );
}

/** An error of an action, in the API's words, next to the action. */
export function ErrorNote({ error, text }: { error?: CombinedError; text?: string | null }) {
  const message = text ?? errorText(error);
  return message ? (
    <p className="error-note" role="alert">
      {message}
    </p>
  ) : null;
}

export const Loading = ({ what = 'Loading' }: { what?: string }) => <p aria-busy="true">{what}…</p>;

export const Empty = ({ children }: { children: ReactNode }) => <p className="empty">{children}</p>;

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="outline secondary small"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

/** A secret the API shows once: shown here once, with a copy button and the warning. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  return (
    <article className="secret-once" aria-label={label}>
      <strong>{label}</strong>
      <p>
        <code data-testid="secret">{value}</code> <CopyButton value={value} />
      </p>
      <small>Copy it now: you will not see this again.</small>
    </article>
  );
}

const BADGE_COLOURS: Record<string, string> = {
  green: 'badge-green',
  amber: 'badge-amber',
  red: 'badge-red',
  grey: 'badge-grey',
};

/** A state as a coloured badge: green, amber, red or grey. */
export const Badge = ({ colour, children }: { colour: keyof typeof BADGE_COLOURS; children: ReactNode }) => (
  <span className={`badge ${BADGE_COLOURS[colour]}`}>{children}</span>
);

/** A link's events that could not be applied, with the latest reason; nothing when there are none. */
export const FailedEventsNote = ({ count, reason }: { count: number; reason?: string | null }) =>
  count ? (
    <p className="error-note" title={reason ?? undefined} data-testid="failed-events">
      {count === 1 ? '1 event' : `${count} events`} could not be applied (retried on their own){reason ? `: ${reason}` : ''}
    </p>
  ) : null;

/** A person's name; a federated placeholder's with the link it came over ("Administrator (Acme EU)"). */
export const personName = (user: { displayName: string; peer?: string | null }): string =>
  user.peer ? `${user.displayName} (${user.peer})` : user.displayName;

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');

/** A table with its column headings, scrolling sideways on a narrow screen; `children` are its `<tbody>`s. */
export function DataTable({
  headers,
  children,
  ...table
}: { headers: ReactNode[]; children: ReactNode } & TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll">
      <table {...table}>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** Reads a query again from the API (what it shows changes on the server: mail delivered, an agent's turns). */
export function RefreshButton({ busy, refresh }: { busy: boolean; refresh: (context: Partial<OperationContext>) => void }) {
  return (
    <button type="button" className="outline secondary small" aria-busy={busy} onClick={() => refresh({ requestPolicy: 'network-only' })}>
      Refresh
    </button>
  );
}

/** Hands `content` to the browser as a download named `name`, the way a link with `download` does. */
export function saveFile(name: string, content: Blob) {
  const url = URL.createObjectURL(content);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download over (at once would cancel it).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
