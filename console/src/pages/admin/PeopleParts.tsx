import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { ErrorNote } from '../../components/ui';
import type { ConsolePersonFieldsFragment, GlobalRole } from '../../generated/graphql';

export type Person = ConsolePersonFieldsFragment;

/** Lists refetched when a user, an invitation or a key changes, even while they are empty. */
export const PEOPLE_LIST = { additionalTypenames: ['User'] };
export const INVITE_LIST = { additionalTypenames: ['UserInvite'] };
export const KEY_LIST = { additionalTypenames: ['ApiKey'] };

export const ROLE_NAMES: Record<GlobalRole, string> = { MEMBER: 'Member', ADMIN: 'Admin', SUPER_ADMIN: 'Super-admin' };

/** The roles `viewerRole` may hand out: granting (or taking away) super-admin takes a super-admin. The API decides all the same. */
export const grantableRoles = (viewerRole: GlobalRole): ReadonlyArray<readonly [GlobalRole, string]> =>
  (['MEMBER', 'ADMIN', 'SUPER_ADMIN'] as const)
    .filter((role) => role !== 'SUPER_ADMIN' || viewerRole === 'SUPER_ADMIN')
    .map((role) => [role, ROLE_NAMES[role]] as const);

/**
 * A confirmation as a modal dialog: a heading, what happens, the API's refusal if any, and the two buttons. Escape (the dialog's
 * cancel) and Cancel close it; the confirming button stays busy while the API answers.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  error?: CombinedError;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <article>
        <h2 id={headingId}>{title}</h2>
        {children}
        <ErrorNote error={error} />
        <footer>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={danger ? 'danger' : undefined} aria-busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </footer>
      </article>
    </dialog>
  );
}

/** A secret the API showed once (an invitation link, a key), until dismissed: `children` is its SecretOnce and what goes with it. */
export function ShownOnce({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <div className="secret-shown">
      {children}
      <button type="button" className="outline small" onClick={onDismiss}>
        I have copied it
      </button>
    </div>
  );
}
