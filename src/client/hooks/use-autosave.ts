/**
 * Autosave of a form (application sections, completion reports): every change is kept in local storage at once (so a reload,
 * sign-out or expired session loses nothing) and sent as a draft after a pause in typing, and
 * immediately when the page is left. Saves carry the version they build on; a 409 means someone
 * else saved in between and is reported instead of overwriting. A change that only restates what
 * the server holds (the form engine reports its first render as a change) saves nothing, so an
 * untouched form never claims to be saved.
 */
import { HTTPError } from 'ky';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

const DEBOUNCE_MS = 800;
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
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const version = useRef(options.version);
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const held = useRef(fingerprint(options.saved));

  useEffect(() => {
    version.current = options.version;
  }, [options.version]);

  const flush = useCallback(
    async (leaving = false) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (inFlight.current) await inFlight.current;
      const value = pending.current;
      if (value === null) return;
      pending.current = null;
      setStatus('saving');
      inFlight.current = save(value, version.current, leaving)
        .then((result) => {
          version.current = result.verzio;
          held.current = fingerprint(value);
          // Typing may have continued meanwhile: keep the newer local draft on the new version.
          writeLocalDraft(
            key,
            pending.current === null ? null : { version: result.verzio, value: pending.current },
          );
          setStatus(pending.current === null ? 'saved' : 'pending');
          onSaved?.(result);
        })
        .catch((error: unknown) => {
          setStatus(
            error instanceof HTTPError && error.response.status === 409 ? 'conflict' : 'error',
          );
          // The local draft stays: nothing typed is lost, the next change or reload retries.
        })
        .finally(() => {
          inFlight.current = null;
        });
      await inFlight.current;
    },
    [key, save, onSaved],
  );

  const change = useCallback(
    (value: T) => {
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
          setStatus('idle');
        }
        return;
      }
      pending.current = value;
      writeLocalDraft(key, { version: version.current, value }, json);
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [key, flush],
  );

  // Leaving the page (tab closed, navigation, reload): send what is pending right away.
  useEffect(() => {
    const onLeave = () => void flush(true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      void flush();
    };
  }, [flush]);

  /** The version the next save builds on, and a way to record a save made elsewhere. */
  const currentVersion = useCallback(() => version.current, []);
  const markSaved = useCallback((next: number, value: T) => {
    version.current = next;
    held.current = fingerprint(value);
  }, []);

  return { status, change, flush, currentVersion, markSaved };
}
