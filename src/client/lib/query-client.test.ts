import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('query client', () => {
  it('retries once, keeps data fresh for 30 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: 1, staleTime: 30_000, refetchOnWindowFocus: false });
  });

  it('only logs query errors, with console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['failing'],
        queryFn: () => Promise.reject(new Error('nope')),
        retry: false,
      })
      .catch(() => {});
    expect(warn).toHaveBeenCalledWith('Query ["failing"] failed:', expect.any(Error));
    warn.mockRestore();
  });
});
