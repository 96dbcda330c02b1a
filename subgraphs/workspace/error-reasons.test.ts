import { readFileSync } from 'node:fs';
import { permissionErrorReasons } from '../../core/permissions.js';
import { attachmentErrorReasons } from './attachments/attachment.errors.js';
import { commentErrorReasons } from './comments/comment.errors.js';
import { docErrorReasons } from './docs/doc.errors.js';
import { emailErrorReasons } from './email/email.errors.js';
import { identityErrorReasons } from './identity/identity.errors.js';
import { labelErrorReasons } from './labels/label.errors.js';
import { milestoneErrorReasons } from './milestones/milestone.errors.js';
import { orchestratorErrorReasons } from './orchestrator/orchestrator.errors.js';
import { projectErrorReasons } from './projects/project.errors.js';
import { statusErrorReasons } from './statuses/status.errors.js';
import { syncErrorReasons } from './sync/sync.errors.js';
import { projectTemplateErrorReasons } from './templates/project-template.errors.js';
import { ticketErrorReasons } from './tickets/ticket.errors.js';
import { timeErrorReasons } from './time/time.errors.js';
import { versionErrorReasons } from './versions/version.errors.js';

const reasons = [
  ...attachmentErrorReasons,
  ...commentErrorReasons,
  ...docErrorReasons,
  ...emailErrorReasons,
  ...identityErrorReasons,
  ...labelErrorReasons,
  ...milestoneErrorReasons,
  ...orchestratorErrorReasons,
  ...permissionErrorReasons,
  ...projectErrorReasons,
  ...statusErrorReasons,
  ...syncErrorReasons,
  ...projectTemplateErrorReasons,
  ...ticketErrorReasons,
  ...timeErrorReasons,
  ...versionErrorReasons,
];

// Clients branch on reasons: one names one rule across the workspace, and each is in the API reference.
describe('workspace error reasons', () => {
  it('are SCREAMING_SNAKE_CASE and unique across features', () => {
    for (const reason of reasons) expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('are each documented in docs/api.md', () => {
    const api = readFileSync('docs/api.md', 'utf8');
    expect(reasons.filter((reason) => !api.includes(`| \`${reason}\``))).toEqual([]);
  });
});
