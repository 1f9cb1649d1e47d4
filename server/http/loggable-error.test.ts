/**
 * @jest-environment node
 */
import { loggableError } from './responses.server';

describe('loggableError', () => {
  it('keeps the database error of a failed query and drops its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' });
    const error = new Error(
      'Failed query: insert into "reservations" values ($1)\nparams: gudrun@example.com,1990-05-01',
      {
        cause,
      },
    );
    const logged = loggableError(error);
    expect(logged).toContain('23505');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toContain('gudrun@example.com');
    expect(logged).not.toContain('1990-05-01');
  });

  it('logs other errors with their stack, and says only the type of a thrown non-error', () => {
    expect(loggableError(new TypeError('boom'))).toContain('TypeError: boom');
    expect(loggableError('secret text')).toBe('string');
  });
});
