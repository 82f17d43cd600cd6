import { describe, expect, it, vi } from 'vitest';
import { adoptShellQueryClient, createQueryClient, shellQueryClient } from './query-client.ts';

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

describe('the shell query client', () => {
  it('is the same client for the loaders and the shell, and a new one after the shell left', () => {
    const filled = shellQueryClient();
    expect(shellQueryClient()).toBe(filled);
    const leave = adoptShellQueryClient(filled);
    expect(shellQueryClient()).toBe(filled);
    leave();
    expect(shellQueryClient()).not.toBe(filled);
  });

  it('keeps a remounted shell’s client when an earlier mount of it leaves late', () => {
    const client = shellQueryClient();
    const firstMount = adoptShellQueryClient(client);
    const other = createQueryClient();
    const secondMount = adoptShellQueryClient(other);
    firstMount();
    expect(shellQueryClient()).toBe(other);
    secondMount();
  });
});
