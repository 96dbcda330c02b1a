import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** Markdown written by people, rendered and then sanitised: no script, handler or foreign markup survives. */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(source, { async: false, gfm: true, breaks: true })), [source]);
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
