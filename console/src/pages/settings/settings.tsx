import { useEffect, useRef, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import type { CombinedError } from 'urql';
import { usePageTitle } from '../../components/page';
import { ErrorNote } from '../../components/ui';
import type { ConsoleProjectSettingsQuery } from '../../generated/graphql';

export type SettingsProject = ConsoleProjectSettingsQuery['project'];

/** What the settings frame hands each section: the project, and whether the viewer may change its settings. */
export interface SettingsContext {
  project: SettingsProject;
  /** A project admin or a workspace admin: the API lets them change settings; everyone else reads. */
  manages: boolean;
}

/** The project and the viewer's right to manage it, for a section under the settings frame; names the tab after the section. */
export function useSettings(section: string): SettingsContext {
  const context = useOutletContext<SettingsContext>();
  usePageTitle(section, 'Settings', context.project.name);
  return context;
}

/**
 * Mutations answering only `true` name no type: this tells urql which lists to read again (its document cache refetches
 * the queries that hold that type).
 */
export const refetches = (...typenames: string[]) => ({ additionalTypenames: typenames });

/** Said above a section's list to someone who may only read it. */
export const ReadOnlyNote = ({ what }: { what: string }) => (
  <p className="notice" role="note">
    You can see {what} but not change them: only the project&apos;s admins (and workspace admins) do.
  </p>
);

/** A row's Edit and Delete buttons, named after the row's thing (`Edit label bug`) so each is told apart by a screen reader. */
export function RowActions({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="row-actions">
      <button type="button" className="outline" aria-label={`Edit ${what}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="outline danger" aria-label={`Delete ${what}`} onClick={onDelete}>
        Delete
      </button>
    </span>
  );
}

/**
 * A modal confirmation (the browser's `<dialog>`: focus moves into it, Escape cancels): a heading saying what will
 * happen, the consequences, the API's error if it refuses, and the two buttons.
 */
export function ConfirmDialog({
  title,
  action,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
  confirmDisabled,
}: {
  title: string;
  action: string;
  busy: boolean;
  error?: CombinedError;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  confirmDisabled?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <article>
        <h2 id="confirm-title">{title}</h2>
        {children}
        <ErrorNote error={error} />
        <footer>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="danger" aria-busy={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {action}
          </button>
        </footer>
      </article>
    </dialog>
  );
}

/** `YYYY-MM-DD` from a date input, or null for an empty one (the API clears the date). */
export const dateOrNull = (value: string): string | null => value || null;
