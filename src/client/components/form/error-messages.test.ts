import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../../../shared/validation/messages.ts';
import { decodeFieldError, encodeFieldError } from './error-messages.ts';

describe('error messages through rjsf', () => {
  it('encode and decode every key with its parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGE_KEYS),
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.integer(), fc.string())),
        (messageKey, params) => {
          expect(decodeFieldError(encodeFieldError({ messageKey, params }))).toEqual({
            messageKey,
            params,
          });
        },
      ),
    );
  });

  it('leaves other messages alone', () => {
    expect(decodeFieldError('Az egység neve hibás')).toBeNull();
  });
});
