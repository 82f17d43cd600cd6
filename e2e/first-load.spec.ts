/**
 * Round trips of a first load (issue 17, item 2): the boot requests — the anti-forgery handshake,
 * the current user and the translations — start side by side, not one after another; no request
 * is made twice on a page load; only the namespaces the matched routes declare are loaded; and
 * on /application/base the longest chain of requests each
 * started after the one before it had ended stays as short as route loaders made it.
 *
 * The network gets a latency of 300 ms (Chromium's own throttling, through the DevTools
 * protocol), so a request sent after another one's answer starts at least 300 ms after a request
 * sent beside it: the check is about order, not speed, and holds on a loaded machine.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MasterDataPages } from './pages/master-data-pages.ts';

const LATENCY_MS = 300;

/**
 * The longest chain of requests one after another a signed-in /application/base may take,
 * counting the document: document → entry → the route's chunks (and the current user's parser,
 * asked for by the entry) → the shell's and the page's data, the form module and its lazy parts,
 * the shell's icons and user menu (all started by the route loaders) → the icons shown once the
 * data has rendered. 5 or 6 from run to run (a request that happens to start just after an
 * unrelated one has ended adds a link); 9 before the loaders (selection/prefetch.ts), when the
 * shell's data waited for its render, the applications for the applicants, the page's data for
 * the selection and the form's parts for the form module.
 */
const MAX_CHAIN_APPLICATION_BASE = 6;

/**
 * The same on /login: document → entry (or config.js, answered first) → the page's chunk beside
 * the sign-in form's module and its parts, the boot requests (the route table starts the form,
 * components/form/page-forms.ts). 4 when the page's own loader started the form, after the page's chunk.
 */
const MAX_CHAIN_LOGIN = 3;

// Signing in, maybe starting an application, then throttled loads: long on a loaded machine.
test.describe.configure({ timeout: 240_000 });
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

/** The requests every page load makes before it can render (main.tsx). */
const BOOT = [/^\/api\/csrf$/, /^\/api\/felhasznalok\/current$/, /^\/locales\/\w+\/\w+\.json$/];

interface Loaded {
  url: string;
  start: number;
  end: number;
}

/** Every request of one load of `path` (the document first), with the page's own timing, once the network is quiet. */
async function load(page: Page, path: string, ready: () => Promise<void>): Promise<Loaded[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A first load: nothing from the visits that set the test up (cached chunks answer at once and
  // would make a chain of their own).
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Also the requests the resource timing buffer might leave out (its default size is 250).
  const sent: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    // The tab's icon is the browser's own request (asked again when a navigation replaces the
    // page, answered from its cache), not the page's.
    if (url.protocol.startsWith('http') && !url.pathname.startsWith('/assets/favicon'))
      sent.push(`${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  const timed = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return { url: resource.name, start: resource.startTime, end: resource.responseEnd };
    }),
  );
  await cdp.detach();
  expect(timed.length, 'resource timing entries of the load').toBeGreaterThan(0);
  expect(sent.length, 'requests of the load').toBeGreaterThan(0);
  const counts = new Map<string, number>();
  for (const url of sent) counts.set(url, (counts.get(url) ?? 0) + 1);
  expect(
    [...counts].filter(([, count]) => count > 1).map(([url, count]) => `${url} ×${count}`),
    `requests made twice on ${path}`,
  ).toEqual([]);
  return timed.map((entry) => {
    const url = new URL(entry.url);
    return { url: `${url.pathname}${url.search}`, start: entry.start, end: entry.end };
  });
}

/** The translation namespaces a load asked for (Hungarian), sorted. */
function namespacesOf(requests: Loaded[]): string[] {
  return requests
    .map((request) => /^\/locales\/hu\/(\w+)\.json$/.exec(request.url)?.[1])
    .filter((namespace) => namespace !== undefined)
    .toSorted();
}

/**
 * The longest chain of requests in which each started after the one before it had ended: the
 * round trips a load waits for one after another, whatever the bandwidth.
 */
function longestChain(requests: Loaded[]): Loaded[] {
  const sorted = requests.toSorted((a, b) => a.start - b.start);
  const chains: Loaded[][] = [];
  for (const request of sorted) {
    const before = chains
      .filter((chain) => chain.at(-1)!.end <= request.start)
      .reduce<Loaded[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
    chains.push([...before, request]);
  }
  return chains.reduce<Loaded[]>(
    (longest, chain) => (chain.length > longest.length ? chain : longest),
    [],
  );
}

/** Fails when a boot request started only after another boot request had its answer. */
function expectBootSideBySide(requests: Loaded[], path: string): void {
  const boot = requests.filter((request) => BOOT.some((pattern) => pattern.test(request.url)));
  expect(
    boot.map((request) => request.url),
    `boot requests of ${path}`,
  ).toEqual(
    expect.arrayContaining([
      '/api/csrf',
      '/api/felhasznalok/current',
      expect.stringMatching(/^\/locales\/hu\/common\.json$/),
    ]),
  );
  const firstAnswer = Math.min(...boot.map((request) => request.end));
  const chained = boot
    .filter((request) => request.start >= firstAnswer)
    .map(
      (request) =>
        `${request.url} started ${Math.round(request.start - firstAnswer)} ms after the first boot answer`,
    );
  expect(chained, `boot requests of ${path} chained after another one`).toEqual([]);
}

test('the sign-in page: boot requests side by side, nothing asked twice, only the namespaces it needs', async ({
  page,
  checkA11y,
}) => {
  const requests = await load(page, '/login', async () => {
    await expect(page.locator('input[type=password]')).toBeVisible({ timeout: 60_000 });
  });
  expectBootSideBySide(requests, '/login');
  const chain = longestChain(requests).map((request) => request.url);
  expect(
    chain.length,
    `requests one after another on /login: ${chain.join(' → ')}`,
  ).toBeLessThanOrEqual(MAX_CHAIN_LOGIN);
  // Only the namespaces its routes declare (app/routes.tsx): no signed-in page's texts.
  expect(namespacesOf(requests)).toEqual(['auth', 'common', 'errors', 'form', 'validators']);
  await checkA11y(page);
});

test('/application/base signed in: boot requests side by side, a short chain, the reference lists asked once', async ({
  page,
  portal,
  checkA11y,
}) => {
  void portal;
  const pages = new MasterDataPages(page);
  await pages.ensureApplication(LOAN_CALL);
  const requests = await load(page, '/application/base', async () => {
    await expect(pages.field('base.name')).toBeVisible({ timeout: 120_000 });
  });
  expectBootSideBySide(requests, '/application/base');
  const chain = longestChain(requests).map((request) => request.url);
  expect(
    chain.length,
    `requests one after another on /application/base: ${chain.join(' → ')}`,
  ).toBeLessThanOrEqual(MAX_CHAIN_APPLICATION_BASE);
  // The shell's, the page's and the form's namespaces (app/routes.tsx), not the sign-in pages'
  // nor other pages' (auth, help, progress).
  expect(namespacesOf(requests)).toEqual([
    'applicant',
    'calls',
    'common',
    'errors',
    'form',
    'validators',
  ]);
  // Both lists are fetched (by the page and its searchable selects), once each.
  expect(requests.map((request) => request.url)).toEqual(
    expect.arrayContaining([
      '/api/referencia-adat/gazdalkodasi-forma',
      '/api/referencia-adat/teaor',
    ]),
  );
  await checkA11y(page);
});
