import { consoleUrl, type Config } from '../../../core/config.js';

/** Subject and bodies of one workspace email. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A console link carrying a one-time token (invitation, password reset): on the console's host when it has one. */
export const tokenLink = (config: Config, path: string, token: string): string =>
  `${consoleUrl(config)}/${path}?token=${encodeURIComponent(token)}`;

function compose(subject: string, paragraphs: string[], action?: { label: string; url: string }): EmailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
  ].join('\n');
  return { subject: subject.replace(/\s+/g, ' ').trim(), text, html };
}

export const inviteEmail = (input: { workspaceName: string; inviterName: string; acceptUrl: string; expiresAt: Date }): EmailContent =>
  compose(
    `You are invited to ${input.workspaceName}`,
    [`${input.inviterName} invited you to join ${input.workspaceName}.`, `The link works once, until ${input.expiresAt.toISOString()}.`],
    { label: 'Accept the invitation', url: input.acceptUrl },
  );

export const passwordResetEmail = (input: { workspaceName: string; resetUrl: string }): EmailContent =>
  compose(
    `Reset your ${input.workspaceName} password`,
    [
      `Someone asked to reset the password of your ${input.workspaceName} account. If it was not you, ignore this email: your password stays as it is.`,
      'The link works once, within an hour.',
    ],
    { label: 'Choose a new password', url: input.resetUrl },
  );

export const ticketAssignedEmail = (input: { workspaceName: string; actorName: string; ticketKey: string; title: string }): EmailContent =>
  compose(`[${input.ticketKey}] ${input.title}`, [
    `${input.actorName} assigned ${input.ticketKey} to you in ${input.workspaceName}:`,
    input.title,
  ]);
