/**
 * Bootstrap: runtime configuration → theme → { translations, anti-forgery handshake, current
 * user, the route's chunks } → render. The handshake happens exactly once, before anything is
 * rendered (spec section 2). Every boot request starts at once, as soon as this module runs
 * (issue 17: round trips side by side, not one after another; e2e/first-load.spec.ts checks it).
 */
// Style sheets are imported for their side effect: Vite bundles them into the CSS file.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/core/lib/css/blueprint.css';
// Blueprint's icon-font style sheet is left out on purpose: icons are SVG (lib/icon-paths-loader.ts),
// and the font (283 KiB of TTF, the first source its @font-face names) only drew the placeholder
// glyph shown for the instant an icon's paths are loading. shell.css keeps that placeholder blank.
// oxlint-disable-next-line import/no-unassigned-import
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routeNamespaces, routes } from './app/routes.tsx';
import { applyTheme, readStoredTheme } from './app/theme.ts';
import { fetchCsrfHandshake } from './lib/csrf.ts';
import { initI18n } from './lib/i18n.ts';
import { prefetchCurrentUser } from './session/api/get-current-user.ts';
import { getRuntimeConfig } from './lib/runtime-config.ts';

/**
 * Shown when the runtime configuration is unusable. Its text is the configuration error itself
 * (`{name} env var is not configured!`), meant for operators, so it is not translated.
 */
function ConfigurationError({ message }: { message: string }) {
  return (
    <main className="configuration-error">
      <h1>{message}</h1>
    </main>
  );
}

async function bootstrap(root: Root): Promise<void> {
  try {
    getRuntimeConfig();
  } catch (error) {
    root.render(<ConfigurationError message={(error as Error).message} />);
    return;
  }
  applyTheme(readStoredTheme());
  // None of these depends on another, so all start now, in one round trip: the handshake, the
  // current user (the session's first fetch takes this answer), the translations the matched
  // routes declare (only those: app/routes.tsx) and — the router loads the matched routes' lazy
  // modules as soon as it is created — the page's chunks and the shell's.
  const matches = matchRoutes(routes, window.location) ?? [];
  const inShell = matches.some((match) => match.route.id === 'shell');
  const translations = initI18n(routeNamespaces(matches));
  const csrf = fetchCsrfHandshake();
  // Outside the shell (the sign-in pages) a first visitor is not signed in: no parser up front.
  prefetchCurrentUser(inShell);
  // The icons' paths loader (lib/icon-paths-loader.ts, Blueprint loads it with the first icon):
  // every shell page shows icons, so it comes with the boot requests, not after the render.
  if (inShell) void import('./lib/icon-paths-loader.ts');
  const router = createBrowserRouter(routes);
  await Promise.all([translations, csrf]);
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
bootstrap(root).catch((error: unknown) => {
  console.error(error);
  root.render(<ConfigurationError message={(error as Error).message} />);
});
