import { describe, expect, it } from 'vitest';
import { hasRole } from './roles.ts';

describe('hasRole (spec section 6)', () => {
  it('is false without a user', () => {
    expect(hasRole(null, ['ADMIN'])).toBe(false);
    expect(hasRole(undefined, ['ADMIN'])).toBe(false);
  });

  it('is true when any of the user roles is requested', () => {
    const user = { roles: ['KEDVEZMENYEZETT', 'VEZETO'] };
    expect(hasRole(user, ['ADMIN', 'VEZETO'])).toBe(true);
    expect(hasRole(user, ['KEDVEZMENYEZETT'])).toBe(true);
  });

  it('is false when none of the requested roles is held', () => {
    expect(hasRole({ roles: ['KEDVEZMENYEZETT'] }, ['ADMIN', 'FELHIVAS_SZERKESZTO'])).toBe(false);
    expect(hasRole({ roles: [] }, ['ADMIN'])).toBe(false);
    expect(hasRole({ roles: ['ADMIN'] }, [])).toBe(false);
  });

  it('compares names exactly', () => {
    expect(hasRole({ roles: ['admin'] }, ['ADMIN'])).toBe(false);
  });
});
