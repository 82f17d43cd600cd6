import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setCsrfHeaderName } from './api-client.ts';
import { fetchCsrfHandshake } from './csrf.ts';
import { resetRuntimeConfig } from './runtime-config.ts';

const requests: Request[] = [];

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('fetchCsrfHandshake', () => {
  beforeEach(() => {
    requests.length = 0;
    resetRuntimeConfig();
    window.__RUNTIME_CONFIG__ = {
      API_URL: 'http://localhost:3000/api',
      ENV: 'test',
      NTAK_OIDC_ENABLED: 'false',
      FAKE_OIDC: 'false',
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfHeaderName(null);
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('asks GET {API_URL}/csrf and sends the XSRF-TOKEN cookie in the announced header afterwards', async () => {
    answer(200, { headerName: 'X-XSRF-TOKEN' });
    expect(await fetchCsrfHandshake()).toBe('X-XSRF-TOKEN');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://localhost:3000/api/csrf');

    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    answer(200, {});
    await api().post('anything', { json: {} }).json();
    expect(requests.at(-1)?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('tolerates a missing endpoint: warns and renders without the header', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(404, { message: 'Not Found' });
    expect(await fetchCsrfHandshake()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'));
    warn.mockRestore();
  });
});
