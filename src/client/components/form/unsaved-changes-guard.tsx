/**
 * Asks before a dirty form is left (issue 20, item 3): a navigation inside the portal (sidebar,
 * any link, back button) is held by react-router's `useBlocker` and a dialog offers to save,
 * to discard, or to stay with everything typed kept; closing or reloading the tab gets the
 * browser's own question. Forms with autosave do not need it: they save when left.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

const loadDialog = () => import('./unsaved-changes-dialog.tsx');
const UnsavedChangesDialog = lazy(loadDialog);

export interface UnsavedChangesGuardProps {
  /** Whether the form holds input that is not saved. */
  dirty: boolean;
  /** Saves what is typed; resolves to whether it was saved (false: the person stays). */
  onSave: () => Promise<boolean>;
}

export function UnsavedChangesGuard({ dirty, onSave }: UnsavedChangesGuardProps) {
  const [saving, setSaving] = useState(false);
  // Only leaving the page counts: a search or hash change on the same page keeps the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    // Fetched once the form is dirty, so the question shows at once when the person leaves.
    void loadDialog();
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  const save = async () => {
    setSaving(true);
    try {
      if (await onSave()) blocker.proceed();
      else blocker.reset();
    } catch {
      blocker.reset();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        saving={saving}
        onStay={() => blocker.reset()}
        onDiscard={() => blocker.proceed()}
        onSave={() => void save()}
      />
    </Suspense>
  );
}
