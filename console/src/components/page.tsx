import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { CombinedError } from 'urql';
import { errorText } from '../api';

/** What every tab's title ends with. */
const PRODUCT = 'SVC';

/**
 * Names the browser tab (and the history entry, and what a screen reader announces) after the page while it is shown, most
 * specific part first: `usePageTitle('WEB-12 Fix login', 'Web')` gives "WEB-12 Fix login · Web · SVC". Parts not known yet
 * (undefined, while a query loads) are left out.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const title = [...parts.filter((part): part is string => Boolean(part)), PRODUCT].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A page whose subject could not be shown (an unknown or hidden project or ticket, a failed read): a heading that says so, the
 * API's words, and the way back. `error` is the query's error, whose message the API words (NOT_FOUND for what you cannot see).
 */
export function PageProblem({
  title,
  error,
  children,
  back,
}: {
  title: string;
  error?: CombinedError;
  children?: ReactNode;
  back: { to: string; label: string };
}) {
  usePageTitle(title);
  const message = errorText(error);
  return (
    <article className="refusal" aria-labelledby="problem-title">
      <h1 id="problem-title">{title}</h1>
      {message ? <p role="alert">{message}</p> : null}
      {children}
      <Link to={back.to}>{back.label}</Link>
    </article>
  );
}

/** Says what just happened, for screen readers too (an empty status line stays in place, so the next message is announced). */
export const Notice = ({ text }: { text: string | null | undefined }) => (
  <p className="notice" role="status">
    {text}
  </p>
);

/** What a page hands the next one it sends the person to, saying what happened (`navigate(to, withNotice('Deleted WEB-12.'))`). */
export const withNotice = (notice: string) => ({ state: { notice } });

/** The line the page that sent the person here left (`withNotice`), as a Notice. */
export function ArrivalNotice() {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? <Notice text={notice} /> : null;
}
