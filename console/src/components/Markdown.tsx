import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';

/**
 * What Markdown written by people may become: the elements `marked` makes of Markdown (GFM tables and strikethrough
 * included) and a few inline ones, nothing else. No `<style>`, `<link>`, `<form>`, `<input>`, `<button>`, `<iframe>`,
 * `<object>`, `<embed>`, `<svg>`, `<script>`: an element not listed is dropped (`<style>`, `<script>`, `<iframe>`,
 * `<svg>` and the like with their content, the others keeping their text).
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'details',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];
/** No `style`, `class`, `id`, event handler or form attribute: a description cannot take the console's own looks. */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'align', 'start', 'open'];
/** Links: the web, mail, and addresses within the console (relative, `#fragment`). No `javascript:`, `data:`, `vbscript:`. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** An image is shown when it comes from the console's own origin or is inline raster data; a foreign one is dropped, so no viewer's browser calls another host. */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpeg|webp);base64,[a-z0-9+/]+=*$/i;

const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.nodeName !== 'IMG' || data.attrName !== 'src') return;
  const value = data.attrValue.trim();
  if (SAFE_IMAGE_DATA.test(value)) return;
  let url: URL | undefined;
  try {
    url = new URL(value, window.location.href);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== window.location.origin) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
});

/** A GFM task list item's box, as text: a form control in a description would be one its reader cannot use. */
const marked = new Marked({ gfm: true, breaks: true, renderer: { checkbox: ({ checked }) => (checked ? '☑ ' : '☐ ') } });

/** Markdown written by people, rendered and then sanitised against an allow-list (see above). */
export function sanitiseMarkdown(source: string): string {
  const html = marked.parse(source, { async: false });
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // A leading `<style>` must go the same way as one in the middle: parse the whole string as body content.
    FORCE_BODY: true,
  });
}

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => sanitiseMarkdown(source), [source]);
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
