import { describe, expect, it } from 'vitest';
import { boundaryViolation, findViolations } from './check-import-boundaries.mjs';

describe('client import boundaries', () => {
  it('refuses a feature reaching into another feature', () => {
    expect(
      boundaryViolation(
        'src/client/features/documents/attachments-page.tsx',
        'src/client/features/applications/loan-claim-page.tsx',
      ),
    ).toBe("feature 'documents' imports feature 'applications'");
  });

  it('refuses a shared layer importing a feature', () => {
    expect(
      boundaryViolation(
        'src/client/components/supplement/supplement-callout.tsx',
        'src/client/features/applications/api/save-application-section.ts',
      ),
    ).toBe("the shared layer imports feature 'applications'");
  });

  it('lets a feature import itself and the shared layers, and app/ compose features', () => {
    expect(
      boundaryViolation(
        'src/client/features/applications/components/issues-to-errors.ts',
        'src/client/features/applications/api/save-application-section.ts',
      ),
    ).toBeNull();
    expect(
      boundaryViolation(
        'src/client/features/statements/statements-page.tsx',
        'src/client/tender/api/get-application.ts',
      ),
    ).toBeNull();
    expect(
      boundaryViolation('src/client/app/routes.tsx', 'src/client/features/auth/login-page.tsx'),
    ).toBeNull();
  });

  it('finds no crossing in the client as it is', () => {
    expect(findViolations()).toEqual([]);
  });
});
