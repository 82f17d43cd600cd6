/**
 * Autosave of a form (application sections, completion reports): every change is kept in local
 * storage (so a reload, sign-out or expired session loses nothing) and sent as a draft after a
 * pause in typing, and immediately when the page is left. The local copy is written once the
 * browser is idle after the keystroke (within LOCAL_DRAFT_WAIT_MS), not inside it: serialising
 * the whole value and writing storage synchronously cost every keystroke its share (issue 17).
 * It is written at once whenever the page may go away: hidden, closed, navigated from (unmount),
 * or saved. Saves carry the version they build on; a 409 means someone
 * else saved in between and is reported instead of overwriting. A change that only restates what
 * the server holds (the form engine reports its first render as a change) saves nothing, so an
 * untouched form never claims to be saved.
 */
import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

/**
 * The status, held outside React state: it changes a few times per pause in typing (pending,
 * saving, saved), and as state of the page it rendered the page and its form again each time,
 * right under the next keystroke (issue 17). Only what shows it subscribes (`useAutosaveStatus`).
 */
export interface AutosaveStatusStore {
  get(): AutosaveStatus;
  subscribe(listener: () => void): () => void;
}

function createStatusStore(): AutosaveStatusStore & { set(status: AutosaveStatus): void } {
  let current: AutosaveStatus = 'idle';
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(status) {
      if (status === current) return;
      current = status;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The autosave's status, for the component that shows it. */
export function useAutosaveStatus(store: AutosaveStatusStore): AutosaveStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const DEBOUNCE_MS = 800;
/** The longest a change waits for an idle moment before it is kept locally. */
const LOCAL_DRAFT_WAIT_MS = 500;
const PREFIX = 'autosave:';

interface StoredDraft<T> {
  version: number;
  value: T;
}

/** A locally kept draft typed on top of `version`, or null. Older drafts are dropped. */
export function readLocalDraft<T>(key: string, version: number): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (draft.version === version) return draft.value;
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Unreadable or unavailable storage: nothing to restore.
  }
  return null;
}

/** `json`: the value already serialised (a keystroke serialises it once, not twice). */
function writeLocalDraft<T>(key: string, draft: StoredDraft<T> | null, json?: string): void {
  try {
    if (draft === null) localStorage.removeItem(PREFIX + key);
    else
      localStorage.setItem(
        PREFIX + key,
        // The same text as JSON.stringify(draft).
        json === undefined
          ? JSON.stringify(draft)
          : `{"version":${JSON.stringify(draft.version)},"value":${json}}`,
      );
  } catch {
    // Storage full or disabled: the server draft still saves.
  }
}

/**
 * A value's identity for comparison: keys sorted, undefined members dropped (as JSON drops them).
 * Sorting the keys does not change the length of the JSON text, so a value whose plain JSON is
 * longer or shorter than a fingerprint cannot match it (`change` checks that first: the sorted
 * copy is made only when the lengths agree, not on every keystroke).
 */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).toSorted(([a], [b]) => a.localeCompare(b)))
      : member,
  );
}

/** What a save answers: at least the version the next save builds on. */
export interface SavedVersion {
  verzio: number;
}

/**
 * Runs `task` when the browser is idle (after the current frame), at the latest after `wait`
 * ms; returns the cancel. Where there is no requestIdleCallback (Safari, jsdom), a timer.
 */
function whenIdle(task: () => void, wait: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: wait });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

export function useAutosave<T, R extends SavedVersion = SavedVersion>(options: {
  key: string;
  version: number;
  /** The value the server holds now: changes back to it are not saves. */
  saved: T;
  /** `leaving`: the page is being closed, the request must outlive it. */
  save: (value: T, version: number, leaving: boolean) => Promise<R>;
  onSaved?: (result: R) => void;
}) {
  const { key, save, onSaved } = options;
  const [status] = useState(createStatusStore);
  const version = useRef(options.version);
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  // The fingerprint of the saved value, made once (not on every render of the page).
  const [initiallyHeld] = useState(() => fingerprint(options.saved));
  const held = useRef(initiallyHeld);

  useEffect(() => {
    version.current = options.version;
  }, [options.version]);

  /** A change not yet looked at (compared, kept locally): the newest value typed. */
  const unrecorded = useRef<{ value: T } | null>(null);
  const cancelRecord = useRef<(() => void) | null>(null);

  /** Takes the newest change into account: kept locally, or dropped as what the server holds. */
  const record = useCallback(() => {
    cancelRecord.current?.();
    cancelRecord.current = null;
    const change = unrecorded.current;
    if (change === null) return;
    unrecorded.current = null;
    const { value } = change;
    // undefined for a value JSON cannot hold (then written and compared the slow way).
    const json = JSON.stringify(value) as string | undefined;
    // Back to what the server holds (and no save under way that would change that): whatever
    // was waiting need not be sent.
    if (
      inFlight.current === null &&
      (json === undefined || json.length === held.current.length) &&
      fingerprint(value) === held.current
    ) {
      if (pending.current !== null) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        pending.current = null;
        writeLocalDraft(key, null);
        status.set('idle');
      }
      return;
    }
    pending.current = value;
    writeLocalDraft(key, { version: version.current, value }, json);
    status.set('pending');
  }, [key, status]);

  const flush = useCallback(
    async (leaving = false) => {
      record();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (inFlight.current) await inFlight.current;
      // Typed while the earlier save was under way.
      record();
      const value = pending.current;
      if (value === null) return;
      pending.current = null;
      status.set('saving');
      inFlight.current = save(value, version.current, leaving)
        .then((result) => {
          version.current = result.verzio;
          held.current = fingerprint(value);
          // Typing may have continued meanwhile: keep the newer local draft on the new version
          // (a change not recorded yet is written on the new version when it is).
          writeLocalDraft(
            key,
            pending.current === null ? null : { version: result.verzio, value: pending.current },
          );
          status.set(pending.current === null && unrecorded.current === null ? 'saved' : 'pending');
          onSaved?.(result);
        })
        .catch((error: unknown) => {
          status.set(
            error instanceof HTTPError && error.response.status === 409 ? 'conflict' : 'error',
          );
          // The local draft stays: nothing typed is lost, the next change or reload retries.
        })
        .finally(() => {
          inFlight.current = null;
        });
      await inFlight.current;
    },
    [key, save, onSaved, record, status],
  );

  /** Called on every keystroke: only notes the value and restarts the pause; see `record`. */
  const change = useCallback(
    (value: T) => {
      unrecorded.current = { value };
      if (cancelRecord.current === null)
        cancelRecord.current = whenIdle(record, LOCAL_DRAFT_WAIT_MS);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [record, flush],
  );

  // Leaving the page (tab closed, navigation, reload): send what is pending right away. A hidden
  // page may be discarded without another event: what was typed is kept locally first.
  useEffect(() => {
    const onLeave = () => void flush(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') record();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
      void flush();
    };
  }, [flush, record]);

  /** The version the next save builds on, and a way to record a save made elsewhere. */
  const currentVersion = useCallback(() => version.current, []);
  const markSaved = useCallback((next: number, value: T) => {
    version.current = next;
    held.current = fingerprint(value);
  }, []);

  return { status, change, flush, currentVersion, markSaved };
}
