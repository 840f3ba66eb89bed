import { describe, expect, it } from 'vitest';
import { classifyAnswer } from './errors';

describe('central error handler decisions (SPEC §8)', () => {
  it('ignores status 1 and OK', () => {
    expect(classifyAnswer({ statusCode: 1, statusMessage: '' })).toEqual({ action: 'ignore' });
    expect(classifyAnswer({ statusCode: 7, statusMessage: 'OK' })).toEqual({ action: 'ignore' });
  });
  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])(
    '%s starts the session flow',
    (m) => {
      expect(classifyAnswer({ statusCode: 0, statusMessage: m })).toEqual({ action: 'session', message: m });
    },
  );
  it('serviceUnavailable is only logged', () => {
    expect(classifyAnswer({ statusCode: -503, statusMessage: 'serviceUnavailable' }).action).toBe('log');
  });
  it('a letters-only message is a translation key, other text is shown as is, empty is unknownError', () => {
    expect(classifyAnswer({ statusCode: 0, statusMessage: 'invalidInput' })).toEqual({
      action: 'dialog',
      key: 'invalidInput',
    });
    expect(classifyAnswer({ statusCode: 0, statusMessage: 'Bank is closed.' })).toEqual({
      action: 'dialog',
      text: 'Bank is closed.',
    });
    expect(classifyAnswer({ statusCode: 0, statusMessage: '' })).toEqual({
      action: 'dialog',
      key: 'unknownError',
    });
  });
});
