/**
 * The dom project shares one jsdom window and one module cache per worker between test files
 * (isolate: false in vitest.config.ts: loading React, Blueprint and the pages again for every file
 * cost most of `npm run test:quick`). What a file leaves in the window is undone when it ends, so
 * the next file starts as it would in a fresh environment: rendered trees, stubbed globals, fake
 * timers, storage, cookies, the shared reference lists, the toasts shown and the attributes of
 * <html> (language, theme).
 * Elements that module singletons own stay (the toaster's host), as the module that owns them
 * stays loaded too; its toasts go, or the next file's `findByRole('alert')` or "no button here"
 * finds an earlier file's toast.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { resetReferenceLists } from '../lib/reference-lists.ts';
import { clearToasts } from '../lib/toaster.tsx';

/** Toasts leave through a short exit transition: wait (bounded) until the last one has gone. */
async function removeToasts(): Promise<void> {
  await clearToasts();
  const deadline = Date.now() + 2_000;
  while (document.querySelector('.bp6-toast') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  // The reference lists are fetched once per page load: one file's answers are not the next's.
  resetReferenceLists();
  // A file may choose the node environment (`@vitest-environment node`): no window to reset.
  if (typeof window === 'undefined') return;
  await removeToasts();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  // The attribute list is live: remove from its head until it is empty.
  const html = document.documentElement;
  for (let first = html.attributes.item(0); first; first = html.attributes.item(0)) {
    html.removeAttribute(first.name);
  }
});
