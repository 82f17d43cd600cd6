/**
 * Bootstrap: runtime configuration → theme → translations → anti-forgery handshake → render.
 * The handshake happens exactly once, before anything is rendered (spec section 2).
 */
// Style sheets are imported for their side effect: Vite bundles them into the CSS file.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/core/lib/css/blueprint.css';
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
// oxlint-disable-next-line import/no-unassigned-import
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { applyTheme, readStoredTheme } from './app/theme.ts';
import { fetchCsrfHandshake } from './lib/csrf.ts';
import { initI18n } from './lib/i18n.ts';
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
  await initI18n();
  await fetchCsrfHandshake();
  const router = createBrowserRouter(routes);
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
