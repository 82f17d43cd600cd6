import { describe, expect, it } from 'vitest';
import {
  type ImportGraph,
  boundaryViolation,
  findViolations,
  importsOf,
  repositoryViolation,
  serverViolation,
  violationsIn,
} from './check-import-boundaries.mjs';

/** A graph from 'a → b' lines (value imports) and 'a ⇢ b' lines (type-only imports). */
function graphOf(...edges: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const edge of edges) {
    const typeOnly = edge.includes('⇢');
    const [from, to] = edge.split(typeOnly ? ' ⇢ ' : ' → ') as [string, string];
    graph.set(from, [...(graph.get(from) ?? []), { to, typeOnly }]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}

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
        'src/client/application/api/get-application.ts',
      ),
    ).toBeNull();
    expect(
      boundaryViolation('src/client/app/routes.tsx', 'src/client/features/auth/login-page.tsx'),
    ).toBeNull();
  });

  it('refuses importing app/ from anywhere but main.tsx and app/ itself', () => {
    for (const from of [
      'src/client/features/dashboard/dashboard-page.tsx',
      'src/client/components/ui/delayed-tooltip.tsx',
      'src/client/selection/require-application.tsx',
    ])
      expect(boundaryViolation(from, 'src/client/app/menu.ts')).toBe(
        'imports app/, which only main.tsx may',
      );
    expect(boundaryViolation('src/client/main.tsx', 'src/client/app/routes.tsx')).toBeNull();
    expect(boundaryViolation('src/client/app/shell/sidebar.tsx', 'src/client/app/menu.ts')).toBe(
      null,
    );
  });

  it('follows imports through shared modules and reports the whole chain', () => {
    const graph = graphOf(
      'src/client/components/supplement/application-screen.tsx → src/client/selection/require-application.tsx',
      'src/client/selection/require-application.tsx → src/client/selection/selection-data.ts',
      'src/client/selection/selection-data.ts → src/client/features/applicant/api/search.ts',
      'src/client/features/documents/attachments-page.tsx → src/client/components/supplement/application-screen.tsx',
    );
    const found = violationsIn(graph);
    expect(found).toContainEqual({
      chain: [
        'src/client/components/supplement/application-screen.tsx',
        'src/client/selection/require-application.tsx',
        'src/client/selection/selection-data.ts',
        'src/client/features/applicant/api/search.ts',
      ],
      reason: "the shared layer imports feature 'applicant'",
    });
    expect(found).toContainEqual({
      chain: [
        'src/client/features/documents/attachments-page.tsx',
        'src/client/components/supplement/application-screen.tsx',
        'src/client/selection/require-application.tsx',
        'src/client/selection/selection-data.ts',
        'src/client/features/applicant/api/search.ts',
      ],
      reason: "feature 'documents' imports feature 'applicant'",
    });
    // One report per starting file and crossing: each of the four files reaches it.
    expect(found).toHaveLength(4);
  });

  it('reports a shared module that reaches app/ through another', () => {
    const graph = graphOf(
      'src/client/lib/toaster.tsx → src/client/lib/ui-constants.ts',
      'src/client/lib/ui-constants.ts → src/client/app/theme.ts',
    );
    expect(findViolations(graph)).toEqual([
      'src/client/lib/toaster.tsx → src/client/lib/ui-constants.ts → src/client/app/theme.ts: imports app/, which only main.tsx may',
      'src/client/lib/ui-constants.ts → src/client/app/theme.ts: imports app/, which only main.tsx may',
    ]);
  });
});

describe('server import boundaries', () => {
  it('refuses a route folder importing another route folder', () => {
    expect(
      serverViolation('src/server/routes/users/index.ts', 'src/server/routes/auth/index.ts'),
    ).toBe("route folder 'users' imports route folder 'auth'");
  });

  it('lets a route folder import itself, and routes/index.ts and app.ts wire the folders', () => {
    expect(
      serverViolation(
        'src/server/routes/backoffice/index.ts',
        'src/server/routes/backoffice/calls.ts',
      ),
    ).toBeNull();
    expect(
      serverViolation('src/server/routes/index.ts', 'src/server/routes/calls/index.ts'),
    ).toBeNull();
    expect(serverViolation('src/server/app.ts', 'src/server/routes/index.ts')).toBeNull();
  });

  it('refuses a module below the routes importing a route', () => {
    expect(
      serverViolation('src/server/plugins/error-handler.ts', 'src/server/routes/auth/index.ts'),
    ).toBe('a module below the routes imports routes/auth');
  });

  it('follows a route through a feature module into another route folder', () => {
    const graph = graphOf(
      'src/server/routes/documents/index.ts → src/server/calls/call-detail.ts',
      'src/server/calls/call-detail.ts → src/server/routes/calls/index.ts',
    );
    expect(findViolations(graph)).toEqual([
      'src/server/routes/documents/index.ts → src/server/calls/call-detail.ts → src/server/routes/calls/index.ts: ' +
        "route folder 'documents' imports route folder 'calls'",
      'src/server/calls/call-detail.ts → src/server/routes/calls/index.ts: a module below the routes imports routes/calls',
    ]);
  });

  it('lets a repository import the database layer, other repositories, shared code and schemas', () => {
    const from = 'src/server/repositories/calls.ts';
    for (const to of [
      'kysely',
      'node:assert',
      'src/server/db/types.ts',
      'src/server/repositories/audit.ts',
      'src/shared/budapest-time.ts',
      'schemas/registry.ts',
    ])
      expect(repositoryViolation(from, to)).toBeNull();
    // A domain type is shared vocabulary; it vanishes at build time.
    expect(repositoryViolation(from, 'src/server/calls/catalogue.ts', true)).toBeNull();
  });

  it('refuses a repository importing HTTP, or a server module at run time', () => {
    const from = 'src/server/repositories/applicants.ts';
    expect(repositoryViolation(from, 'src/server/authorization/http-errors.ts')).toBe(
      'a repository imports more than db/, repositories, src/shared and schemas',
    );
    expect(repositoryViolation(from, 'src/server/calls/catalogue.ts')).toBe(
      'a repository imports more than db/, repositories, src/shared and schemas',
    );
    expect(repositoryViolation(from, 'src/server/plugins/session.ts', true)).toBe(
      'a repository imports a type of the HTTP edge',
    );
    expect(repositoryViolation(from, 'fastify', true)).toBe("a repository imports 'fastify'");
    expect(
      findViolations(graphOf('src/server/repositories/owners.ts → src/server/lifecycle/http.ts')),
    ).toEqual([
      'src/server/repositories/owners.ts → src/server/lifecycle/http.ts: a repository imports more than db/, repositories, src/shared and schemas',
    ]);
  });

  it('refuses a repository that imports the HTTP errors', () => {
    const graph = graphOf(
      'src/server/repositories/audit.ts → src/server/authorization/http-errors.ts',
    );
    expect(findViolations(graph)).toEqual([
      'src/server/repositories/audit.ts → src/server/authorization/http-errors.ts: ' +
        'a repository imports more than db/, repositories, src/shared and schemas',
    ]);
  });
});

describe('reading imports', () => {
  it('tells type-only imports from value imports', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "import f from 'kysely';",
      "export { g } from '../g.ts';",
      "import './side.css';",
      "const page = () => import('./page.tsx');",
    ].join('\n');
    expect(importsOf('src/server/repositories/x.ts', text)).toEqual([
      { to: 'src/server/repositories/a.ts', typeOnly: true },
      { to: 'src/server/repositories/b.ts', typeOnly: true },
      { to: 'src/server/repositories/d.ts', typeOnly: false },
      { to: 'kysely', typeOnly: false },
      { to: 'src/server/g.ts', typeOnly: false },
      { to: 'src/server/repositories/side.css', typeOnly: false },
      { to: 'src/server/repositories/page.tsx', typeOnly: false },
    ]);
  });
});

describe('the repository as it is', () => {
  it('crosses no boundary', () => {
    expect(findViolations()).toEqual([]);
  });
});
