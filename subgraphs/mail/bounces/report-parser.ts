/**
 * Pure parsing of inbound bounce and complaint reports: RFC 3464 delivery status notifications
 * (and their RFC 6533 `global` variant) and RFC 5965 abuse feedback reports (ARF).
 */
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';

export type ReportRecipientAction = 'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded';

export interface DsnRecipient {
  finalRecipient: string | null;
  originalRecipient: string | null;
  action: ReportRecipientAction | null;
  /** Enhanced status code, e.g. "5.1.1". */
  status: string | null;
  diagnosticCode: string | null;
}

export interface ParsedReport {
  kind: 'dsn' | 'arf' | 'unknown';
  /** Original-Envelope-Id of a DSN (RFC 3464 per-message field), unquoted/xtext-decoded */
  envelopeId: string | null;
  reportingMta: string | null;
  /** DSN per-recipient blocks, [] for ARF/unknown */
  recipients: DsnRecipient[];
  /** ARF Feedback-Type (abuse, fraud, ...), lowercased */
  feedbackType: string | null;
  /** ARF Original-Rcpt-To values (bare addresses, lowercased) */
  originalRcptTo: string[];
  /** ARF Original-Mail-From (bare address, case kept: it is our VERP return path) */
  originalMailFrom: string | null;
  /**
   * Message-ID and Return-Path (bare address, case kept) of the attached original (message/rfc822 or
   * text/rfc822-headers part) when present; `headers` are its raw unfolded headers, lowercased names, first occurrence.
   */
  original: { messageId: string | null; returnPath: string | null; headers: Record<string, string> } | null;
  subject: string | null;
  /** Bare address of the report's From. */
  from: string | null;
}

type Fields = Map<string, string[]>;

const ACTIONS: readonly ReportRecipientAction[] = ['failed', 'delayed', 'delivered', 'relayed', 'expanded'];
const DSN_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const ARF_TYPE = 'message/feedback-report';
const ORIGINAL_TYPES = ['message/rfc822', 'message/global', 'text/rfc822-headers', 'message/global-headers'];

export async function parseReport(raw: Buffer | string): Promise<ParsedReport> {
  let mail: ParsedMail;
  try {
    // keepDeliveryStatus: otherwise the delivery-status part is merged into `text` instead of becoming an attachment.
    // ignoreEmbedded: otherwise an inline message/rfc822 is flattened into `text` and its headers are lost.
    mail = await simpleParser(raw, { keepDeliveryStatus: true, ignoreEmbedded: true });
  } catch {
    // mailparser rejects input over its limits (header size, part count); the top-level headers are still worth having.
    return fromTopLevelHeaders(raw);
  }
  const report = emptyReport(mail.subject || null, mail.from?.value[0]?.address || null);
  report.original = readOriginal(findPart(mail, ORIGINAL_TYPES));
  const dsn = findPart(mail, DSN_TYPES);
  if (dsn) return { ...report, ...readDsn(partText(dsn)) };
  const arf = findPart(mail, [ARF_TYPE]);
  if (arf) return { ...report, ...readArf(partText(arf)) };
  return report;
}

/** 'permanent' when Action failed and Status 5.x.x, 'transient' when Action delayed or Status 4.x.x, null otherwise. */
export function classifyRecipient(recipient: DsnRecipient): 'permanent' | 'transient' | null {
  const statusClass = recipient.status?.charAt(0);
  if (recipient.action === 'failed' && statusClass === '5') return 'permanent';
  if (recipient.action === 'delayed' || statusClass === '4') return 'transient';
  return null;
}

function emptyReport(subject: string | null, from: string | null): ParsedReport {
  return {
    kind: 'unknown',
    envelopeId: null,
    reportingMta: null,
    recipients: [],
    feedbackType: null,
    originalRcptTo: [],
    originalMailFrom: null,
    original: null,
    subject,
    from,
  };
}

function fromTopLevelHeaders(raw: Buffer | string): ParsedReport {
  const fields = parseFieldBlocks(headerSection(raw.toString()))[0] ?? new Map<string, string[]>();
  return emptyReport(first(fields, 'subject'), bareAddress(first(fields, 'from')));
}

function findPart(mail: ParsedMail, contentTypes: string[]): Attachment | undefined {
  return mail.attachments.find((part) => contentTypes.includes(part.contentType.toLowerCase()));
}

// Attachment contents are undecoded bytes; report fields are ASCII, or UTF-8 for the RFC 6533 global types.
function partText(part: Attachment): string {
  return part.content.toString('utf8');
}

function readDsn(text: string): Partial<ParsedReport> {
  const blocks = parseFieldBlocks(text);
  const perMessage = blocks[0] ?? new Map<string, string[]>();
  return {
    kind: 'dsn',
    envelopeId: decodeXtext(unquote(first(perMessage, 'original-envelope-id') ?? '')) || null,
    reportingMta: typedValue(first(perMessage, 'reporting-mta')),
    // Any block naming a recipient counts, so a DSN missing the blank line after the per-message block still parses.
    recipients: blocks.filter((block) => block.has('final-recipient') || block.has('original-recipient')).map(readRecipient),
  };
}

function readRecipient(block: Fields): DsnRecipient {
  const action = first(block, 'action')?.split(/\s/)[0]?.toLowerCase();
  return {
    finalRecipient: bareAddress(typedValue(first(block, 'final-recipient'))),
    originalRecipient: bareAddress(typedValue(first(block, 'original-recipient'))),
    action: ACTIONS.find((known) => known === action) ?? null,
    status: first(block, 'status')?.match(/\b[245]\.\d{1,3}\.\d{1,3}\b/)?.[0] ?? null,
    diagnosticCode: typedValue(first(block, 'diagnostic-code')),
  };
}

function readArf(text: string): Partial<ParsedReport> {
  const fields = parseFieldBlocks(text)[0] ?? new Map<string, string[]>();
  const rcptTo = (fields.get('original-rcpt-to') ?? []).map((value) => bareAddress(value)?.toLowerCase());
  return {
    kind: 'arf',
    reportingMta: typedValue(first(fields, 'reporting-mta')),
    feedbackType: first(fields, 'feedback-type')?.toLowerCase() || null,
    originalRcptTo: rcptTo.filter((address): address is string => !!address),
    originalMailFrom: bareAddress(first(fields, 'original-mail-from')),
  };
}

function readOriginal(part: Attachment | undefined): ParsedReport['original'] {
  if (!part) return null;
  const fields = parseFieldBlocks(headerSection(partText(part)))[0] ?? new Map<string, string[]>();
  const headers: Record<string, string> = Object.fromEntries([...fields].map(([name, values]) => [name, values[0] ?? '']));
  return { messageId: headers['message-id'] || null, returnPath: bareAddress(headers['return-path']), headers };
}

/** The header section of a message: everything before the first empty line. */
function headerSection(message: string): string {
  return message.split(/\r?\n[ \t]*\r?\n/, 1)[0] ?? '';
}

/**
 * Header-style field blocks separated by blank lines, as in a delivery-status body. Names are lowercased,
 * folded lines are joined with one space, lines that are not fields are skipped, repeated fields keep every value.
 */
function parseFieldBlocks(text: string): Fields[] {
  const blocks: Fields[] = [];
  let block: Fields | null = null;
  // The values of the field the previous line belonged to; a folded line continues its last value.
  let current: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    const field = /^([^\s:]+)[ \t]*:(.*)$/.exec(line);
    if (!line.trim()) {
      block = current = null;
    } else if (/^[ \t]/.test(line) && current) {
      current[current.length - 1] = `${current.at(-1)} ${line.trim()}`.trim();
    } else if (field) {
      if (!block) blocks.push((block = new Map<string, string[]>()));
      const name = field[1]!.toLowerCase();
      current = block.get(name) ?? [];
      block.set(name, current);
      current.push(field[2]!.trim());
    } else {
      current = null;
    }
  }
  return blocks;
}

function first(fields: Fields, name: string): string | null {
  return fields.get(name)?.[0] || null;
}

/** Drops the type of an RFC 3464 typed field: `rfc822; a@b.c`, `dns; mx.example.com`, `smtp; 550 ...`. */
function typedValue(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/^[\w.+-]+[ \t]*;/, '').trim() || null;
}

/** `Name <a@b.c>` or `<a@b.c>` or `a@b.c (comment)` to `a@b.c`; null for the null reverse-path `<>`. */
function bareAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const bracketed = /<([^>]*)>/.exec(value);
  const address = bracketed ? bracketed[1]! : value.replace(/\([^)]*\)/g, '');
  return address.trim() || null;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/s.exec(value);
  return quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : value;
}

/** RFC 3461 xtext: `+XX` is a hex-encoded byte; runs are decoded together so multi-byte UTF-8 survives. */
function decodeXtext(value: string): string {
  return value.replace(/(?:\+[0-9A-Fa-f]{2})+/g, (run) => Buffer.from(run.replace(/\+/g, ''), 'hex').toString('utf8'));
}
