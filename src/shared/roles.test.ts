import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATION_ROLES,
  BACK_OFFICE_ROLES,
  CALL_EDITING_ROLES,
  STAFF_ROLES,
  hasRole,
} from './roles.ts';

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

describe('the role sets (docs/decisions/0017, 0030)', () => {
  it('every role that acts on applications, edits calls or administers is a back-office role', () => {
    for (const role of [...STAFF_ROLES, ...CALL_EDITING_ROLES, ...ADMINISTRATION_ROLES])
      expect(BACK_OFFICE_ROLES).toContain(role);
  });

  it('a call editor reads applications but does not act on them', () => {
    const editor = { roles: ['FELHIVAS_SZERKESZTO'] };
    expect(hasRole(editor, BACK_OFFICE_ROLES)).toBe(true);
    expect(hasRole(editor, CALL_EDITING_ROLES)).toBe(true);
    expect(hasRole(editor, STAFF_ROLES)).toBe(false);
  });
});
