import { AppError } from '../../../core/errors.js';
import { editSharing, maskEntry, maskPayload, pairEntityTypes, presetSharing } from './sharing.js';

const VIEW = ['project', 'milestone', 'label', 'version', 'ticket_status', 'ticket', 'ticket_label', 'ticket_dependency'];

describe('project pair sharing', () => {
  it('gives each preset exactly the types and stripped fields of SPEC.md, the same both ways', () => {
    expect(presetSharing('read_only')).toEqual({
      preset: 'read_only',
      outbound: { types: VIEW, masked: ['ticket: description', 'ticket: estimatedMinutes'] },
      inbound: { types: VIEW, masked: ['ticket: description', 'ticket: estimatedMinutes'] },
    });
    expect(presetSharing('comments').outbound).toEqual({ types: [...VIEW, 'comment'], masked: ['ticket: estimatedMinutes'] });
    const full = presetSharing('full');
    expect(full.outbound.masked).toEqual([]);
    expect([...full.outbound.types].sort()).toEqual(
      [...VIEW, 'comment', 'time_entry', 'doc_space', 'doc', 'doc_revision', 'attachment', 'ticket_assignment'].sort(),
    );
    expect(presetSharing('custom')).toEqual({ ...full, preset: 'custom' });
  });

  it('carries assignees only on Full collaboration and Custom', () => {
    for (const preset of ['read_only', 'comments'] as const) expect(presetSharing(preset).inbound.types).not.toContain('ticket_assignment');
    for (const preset of ['full', 'custom'] as const) expect(presetSharing(preset).inbound.types).toContain('ticket_assignment');
  });

  it('never lets access lists, memberships or templates cross a pair', () => {
    for (const type of ['ticket_acl', 'project_member', 'project_template']) {
      expect(pairEntityTypes).not.toContain(type);
      expect(() => editSharing(presetSharing('full'), { outboundTypes: ['ticket', type] })).toThrow(/never crosses a project pair/);
    }
  });

  it('checks mask entries against the fields a receiver can do without, in canonical form', () => {
    expect(maskEntry('ticket:description', 'm')).toBe('ticket: description');
    expect(maskEntry('  time_entry :  note ', 'm')).toBe('time_entry: note');
    for (const [entry, message] of [
      ['ticket description', /not of the form/],
      ['ticket: title', /no maskable field "title"/],
      ['ticket: projectId', /no maskable field/],
      ['ticket_acl: userId', /not a type a pair shares/],
      ['user: email', /not a type a pair shares/],
      ['comment: body', /no maskable field "body" \(none\)/],
    ] as const) {
      let thrown: unknown;
      try {
        maskEntry(entry, 'outboundMasked');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).message).toMatch(message);
      expect((thrown as AppError).details).toMatchObject({ field: 'outboundMasked' });
    }
  });

  it('makes an edited pair Custom, per direction, narrowing only', () => {
    const edited = editSharing(presetSharing('comments'), {
      outboundMasked: ['ticket: priority', 'ticket:priority', 'ticket: estimatedMinutes'],
      inboundTypes: ['ticket', 'project', 'ticket_status', 'comment'],
    });
    expect(edited).toEqual({
      preset: 'custom',
      outbound: { types: [...VIEW, 'comment'], masked: ['ticket: estimatedMinutes', 'ticket: priority'] },
      inbound: { types: ['project', 'ticket_status', 'ticket', 'comment'], masked: ['ticket: estimatedMinutes'] },
    });
  });

  it('strips masked fields of the payload of their type only', () => {
    const direction = presetSharing('read_only').outbound;
    expect(maskPayload(direction, 'ticket', { title: 'T', description: 'secret', estimatedMinutes: 30, priority: 'high' })).toEqual({
      title: 'T',
      priority: 'high',
    });
    expect(maskPayload(direction, 'milestone', { name: 'M', description: 'kept' })).toEqual({ name: 'M', description: 'kept' });
    expect(maskPayload(direction, 'ticket', null)).toBeNull();
  });
});
