import { fileTypeFromBuffer } from 'file-type';

/** Whether `head` reads as UTF-8 text (a character cut at the end of the sample is allowed). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream` keeps an incomplete last character pending instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of a file from its first bytes, never from what the uploader claims: a known
 * signature (images, PDF, archives, media...) names its type; other UTF-8 text is `text/plain`
 * (never HTML or SVG, which a browser would run); anything else is `application/octet-stream`.
 */
export async function sniffContentType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detected.mime;
  return isText(head) ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}
