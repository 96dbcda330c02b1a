// The entities of time/ and audit/ still import their bases from here while other work changes those
// folders; the bases themselves are core/base.entity.ts. Remove this file once they import from core.
export { BaseEntity, MutableEntity } from '../../../core/base.entity.js';
