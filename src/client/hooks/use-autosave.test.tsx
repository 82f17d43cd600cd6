import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveResult } from '../application/api/types.ts';
import { readLocalDraft, useAutosave, useAutosaveStatus } from './use-autosave.ts';

const result = (verzio: number): SaveResult => ({
  verzio,
  hibak: [],
  teljesites: { szakaszok: [], szazalek: 0, kovetkezoLepes: null },
});

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps every change locally once the keystroke is done and saves a draft after a pause, on the latest version', async () => {
    const save = vi.fn(async (_value: { text: string }, version: number) => result(version + 1));
    const { result: hook } = renderHook(() =>
      useAutosave({ key: 'x', version: 3, saved: { text: '' }, save }),
    );
    act(() => hook.current.change({ text: 'a' }));
    act(() => hook.current.change({ text: 'ab' }));
    // Not inside the keystroke: right after it.
    expect(readLocalDraft('x', 3)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // A reload now would find the text.
    expect(readLocalDraft('x', 3)).toEqual({ text: 'ab' });
    expect(hook.current.status.get()).toBe('pending');
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ text: 'ab' }, 3, false);
    expect(hook.current.status.get()).toBe('saved');
    expect(readLocalDraft('x', 4)).toBeNull();

    act(() => hook.current.change({ text: 'abc' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenLastCalledWith({ text: 'abc' }, 4, false);
  });

  it('sends pending changes when the page is left and keeps the local draft when saving fails', async () => {
    const save = vi.fn(
      async (
        _value: { text: string },
        _version: number,
        _leaving: boolean,
      ): Promise<SaveResult> => {
        throw new Error('offline');
      },
    );
    const { result: hook } = renderHook(() =>
      useAutosave<{ text: string }>({ key: 'y', version: 1, saved: { text: '' }, save }),
    );
    act(() => hook.current.change({ text: 'nem veszhet el' }));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(1);
    // Sent as a request that outlives the page.
    expect(save.mock.calls[0]?.[2]).toBe(true);
    expect(hook.current.status.get()).toBe('error');
    expect(readLocalDraft('y', 1)).toEqual({ text: 'nem veszhet el' });
  });

  it('an untouched form saves nothing and never says it is saved', async () => {
    const save = vi.fn(async (_value: { a?: string; b: number }, version: number) =>
      result(version + 1),
    );
    const { result: hook } = renderHook(() =>
      useAutosave<{ a?: string; b: number }>({
        key: 'u',
        version: 1,
        saved: { b: 1, a: 'x' },
        save,
      }),
    );
    // The form engine reports its first render as a change: same members, another order.
    act(() => hook.current.change({ a: 'x', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).not.toHaveBeenCalled();
    expect(hook.current.status.get()).toBe('idle');

    // Typed, then typed back before the pause ends: nothing to send, no draft left behind.
    act(() => hook.current.change({ a: 'xy', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hook.current.status.get()).toBe('pending');
    act(() => hook.current.change({ a: 'x', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).not.toHaveBeenCalled();
    expect(readLocalDraft('u', 1)).toBeNull();

    // After a save the server holds the new value: going back to the old one is a change.
    act(() => hook.current.change({ a: 'xy', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => hook.current.change({ a: 'x', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save.mock.calls.map((call) => call[0])).toEqual([
      { a: 'xy', b: 1 },
      { a: 'x', b: 1 },
    ]);
    expect(hook.current.status.get()).toBe('saved');
  });

  it('saves a change as long as the saved value but not equal to it', async () => {
    const save = vi.fn(async (_value: { a: string; b: number }, version: number) =>
      result(version + 1),
    );
    const { result: hook } = renderHook(() =>
      useAutosave({ key: 'l', version: 1, saved: { b: 1, a: 'xy' }, save }),
    );
    // The same JSON length as the saved value, members in another order, one letter changed.
    act(() => hook.current.change({ a: 'xz', b: 1 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(readLocalDraft('l', 1)).toEqual({ a: 'xz', b: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenCalledWith({ a: 'xz', b: 1 }, 1, false);
  });

  it('keeps the last keystroke locally at once when the page is hidden or the form is left', async () => {
    const save = vi.fn(
      async (_value: { text: string }, _version: number, _leaving: boolean): Promise<SaveResult> =>
        new Promise(() => {}),
    );
    const { result: hook, unmount } = renderHook(() =>
      useAutosave<{ text: string }>({ key: 'h', version: 2, saved: { text: '' }, save }),
    );
    act(() => hook.current.change({ text: 'rejtett' }));
    // The tab goes to the background: a hidden page may be discarded without another event.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(readLocalDraft('h', 2)).toEqual({ text: 'rejtett' });

    // Navigating away unmounts the form: the newest keystroke is kept and sent.
    act(() => hook.current.change({ text: 'rejtett kincs' }));
    unmount();
    expect(readLocalDraft('h', 2)).toEqual({ text: 'rejtett kincs' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledWith({ text: 'rejtett kincs' }, 2, false);
  });

  it('sends the newest keystroke when the page is closed right after it', async () => {
    const save = vi.fn(async (_value: { text: string }, version: number, _leaving: boolean) =>
      result(version + 1),
    );
    const { result: hook } = renderHook(() =>
      useAutosave<{ text: string }>({ key: 'p', version: 1, saved: { text: '' }, save }),
    );
    act(() => hook.current.change({ text: 'utolsó betű' }));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ text: 'utolsó betű' }, 1, true);
  });

  it('tells its status to what shows it, without rendering the page that saves again', async () => {
    const save = vi.fn(async (_value: { text: string }, version: number) => result(version + 1));
    let pageRenders = 0;
    const { result: hook } = renderHook(() => {
      pageRenders += 1;
      return useAutosave({ key: 'x', version: 3, saved: { text: '' }, save });
    });
    const { result: shown } = renderHook(() => useAutosaveStatus(hook.current.status));
    act(() => hook.current.change({ text: 'a' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shown.current).toBe('pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(shown.current).toBe('saved');
    expect(pageRenders).toBe(1);
  });

  it('drops a local draft typed on an older version', () => {
    localStorage.setItem('autosave:z', JSON.stringify({ version: 2, value: { text: 'régi' } }));
    expect(readLocalDraft('z', 5)).toBeNull();
    expect(localStorage.getItem('autosave:z')).toBeNull();
  });
});
