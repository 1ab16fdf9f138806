import { describe, expect, it } from 'vitest';
import { authServiceError, fieldErrorsOf, serviceMessage } from './auth-errors';
import { authErrorTexts } from './texts';

describe('authServiceError', () => {
  it('reads code, message and field errors from the one error shape that better-auth’s client spreads into `error`', () => {
    const read = authServiceError({
      status: 400,
      statusText: 'Bad Request',
      error: { code: 'PASSWORD_TOO_COMMON', message: 'Too common', fieldErrors: { password: ['Too common'] } },
    });
    expect(read).toEqual({ status: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common', fieldErrors: { password: ['Too common'] } });
    expect(serviceMessage(read)).toBe('Too common');
    expect(fieldErrorsOf(read)).toEqual({ password: 'Too common' });
  });

  it('keeps only the status of an answer that is not JSON (a proxy’s page): the generic message', () => {
    const read = authServiceError({ status: 502, statusText: 'Bad Gateway' });
    expect(read).toEqual({ status: 502 });
    expect(serviceMessage(read)).toBe(authErrorTexts.unexpected);
  });
});
