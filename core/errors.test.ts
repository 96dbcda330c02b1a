import { GraphQLError } from 'graphql';
import { AppError, ruleError, toGraphQLError } from './errors.js';

describe('rule errors', () => {
  it('keep the generic code and message and add the reason to the details', () => {
    const error = ruleError('CONFLICT', 'PROJECT_KEY_TAKEN', 'Project key WEB is taken', { field: 'key' });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'Project key WEB is taken',
      details: { field: 'key', reason: 'PROJECT_KEY_TAKEN' },
    });
  });

  it('name the rule even when the details carry a reason of their own', () => {
    expect(ruleError('FORBIDDEN', 'BOTS_CANNOT_CREATE_BOTS', 'Bots cannot create bots', { reason: 'other' }).details.reason).toBe(
      'BOTS_CANNOT_CREATE_BOTS',
    );
  });

  it('reach GraphQL as extensions.reason next to extensions.code', () => {
    const error = toGraphQLError(
      new GraphQLError('x', { originalError: ruleError('CONFLICT', 'STATUS_IN_USE', 'Status Done is used by tickets') }),
    );
    expect(error.message).toBe('Status Done is used by tickets');
    expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'STATUS_IN_USE' });
  });
});
