import { editSharing, presetSharing } from '../pairs/sharing.js';
import { checkScopeClosed, crossingTypes, fitToTypes, requiredParentTypes } from './scope.js';

describe('what a scope must hold, and what crosses when a type does not', () => {
  it('names the parents each type cannot exist without, and not the references a row can do without', () => {
    expect(requiredParentTypes.ticket).toEqual(['project', 'ticket_status']);
    expect(requiredParentTypes.comment).toEqual(['ticket']);
    expect(requiredParentTypes.ticket_label).toEqual(['ticket', 'label']);
    expect(requiredParentTypes.doc).toEqual(['project', 'doc_space']);
    expect(requiredParentTypes.attachment).toEqual(['project']);
    expect(requiredParentTypes.project_template).toEqual([]);
    expect(requiredParentTypes.project).toEqual([]);
  });

  it('refuses a scope without a parent of one of its types, naming what is missing', () => {
    expect(() => checkScopeClosed(['project', 'ticket'], 'entityScope')).toThrow(/ticket needs ticket_status/);
    expect(() => checkScopeClosed(['project', 'ticket_status', 'ticket', 'ticket_label'], 'entityScope')).toThrow(
      /ticket_label needs label/,
    );
    expect(() => checkScopeClosed(['project', 'ticket_status', 'ticket', 'milestone'], 'entityScope')).not.toThrow();
    expect(() => editSharing(presetSharing('full'), { inboundTypes: ['project', 'comment'] })).toThrow(
      /inboundTypes: comment needs ticket/,
    );
  });

  it("leaves out a ticket's version when versions do not cross, never sending it empty", () => {
    const types = crossingTypes(['project', 'ticket_status', 'ticket', 'milestone'], null);
    const payload = { projectId: 'p', statusId: 's', milestoneId: 'm', versionId: 'v', title: 'T' };
    expect(fitToTypes(types, 'ticket', payload)).toEqual({
      payload: { projectId: 'p', statusId: 's', milestoneId: 'm', title: 'T' },
      dropped: ['versionId'],
    });
    expect(fitToTypes(crossingTypes([], null), 'ticket', payload)).toEqual({ payload, dropped: [] });
  });

  it("withholds an attachment whose parent's type does not cross", () => {
    const types = crossingTypes([], ['project', 'ticket_status', 'ticket', 'attachment']);
    expect(fitToTypes(types, 'attachment', { projectId: 'p', ticketId: 't', commentId: null, docId: null })).toMatchObject({ dropped: [] });
    expect(fitToTypes(types, 'attachment', { projectId: 'p', ticketId: null, commentId: 'c', docId: null })).toBe('withheld');
  });

  it("narrows a link's scope by a pair's direction", () => {
    expect([...crossingTypes(['project', 'ticket_status', 'ticket'], ['project', 'ticket_status', 'ticket', 'comment'])]).toEqual([
      'project',
      'ticket_status',
      'ticket',
    ]);
  });
});
