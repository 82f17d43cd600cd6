/**
 * Component tests of pages that talk to the API: the runtime configuration and i18n a page
 * needs, a fetch stub answering by method and path (recording every request), and a render
 * inside the query client and router the app provides.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { Language } from '../../shared/i18n-languages.ts';
import { resetRuntimeConfig } from '../lib/runtime-config.ts';
import { initTestI18n } from './i18n.ts';

/** Registers the suite's setup: runtime configuration and i18n once, a clean DOM and fetch after each test. */
export function setUpApiTests(language: Language = 'hu'): void {
  beforeAll(async () => {
    resetRuntimeConfig();
    window.__RUNTIME_CONFIG__ = {
      API_URL: 'http://localhost:3000/api',
      ENV: 'test',
      NTAK_OIDC_ENABLED: 'false',
      FAKE_OIDC: 'false',
    };
    await initTestI18n(language);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export interface StubOptions {
  /** The key's path part from the request URL (default: the pathname after /api). */
  pathOf?: (url: URL) => string;
  /** Status codes by `METHOD path`; 200 otherwise, 404 for a key without an answer. */
  status?: Record<string, number>;
  /** Answers that wait for a promise by `METHOD path` (a page seen while its request runs). */
  held?: Record<string, Promise<unknown>>;
}

/** Stubs fetch with answers keyed by `METHOD path`; answers the recorded requests. */
export function stubApi(answers: Record<string, unknown>, options: StubOptions = {}): Request[] {
  const pathOf = options.pathOf ?? ((url: URL) => url.pathname.replace(/^\/api/, ''));
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      const key = `${input.method} ${pathOf(new URL(input.url))}`;
      await options.held?.[key];
      const body = answers[key];
      return new Response(JSON.stringify(body ?? { message: 'not found' }), {
        status: options.status?.[key] ?? (body === undefined ? 404 : 200),
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** An answer held back for `StubOptions.held` until `release()`: the page seen while it waits. */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let resolve: (() => void) | undefined;
  const held = new Promise<void>((done) => {
    resolve = done;
  });
  return { held, release: () => resolve?.() };
}

/**
 * The path of an application's call relative to the application: `/palyazatok/7/allapot` →
 * `/allapot`.
 */
export function pathInApplication(url: URL): string {
  return url.pathname.replace(/^.*\/palyazatok\/\d+/, '');
}

/** Renders `element` in a fresh query client (no retries) and a memory router at '/'. */
export function renderWithApi(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <QueryClientProvider client={client}>{element}</QueryClientProvider> },
  ]);
  return render(<RouterProvider router={router} />);
}
