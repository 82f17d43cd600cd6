/**
 * The one toaster: bottom-centre, 4000 ms, at most 3 visible (spec section 9). Width and gap are
 * set in shell.css; swiping a toast sideways past 45 px dismisses it. Blueprint renders the
 * toaster in its own React root, so messages are passed already translated.
 */
import type { Intent, Toaster } from '@blueprintjs/core';
import type { SwipeToDismiss } from './toaster-instance.tsx';
import { TOAST_DURATION_MS } from './ui-constants.ts';

interface LoadedToaster {
  instance: Toaster;
  Swipe: typeof SwipeToDismiss;
}

let toaster: Promise<LoadedToaster> | undefined;
let nextKey = 0;

/** The toaster, created on the first toast (its module loads then: toaster-instance.tsx). */
function getToaster(): Promise<LoadedToaster> {
  toaster ??= import('./toaster-instance.tsx')
    .then(async (module) => ({
      instance: await module.createToaster(),
      Swipe: module.SwipeToDismiss,
    }))
    .catch((error: unknown) => {
      toaster = undefined;
      throw error;
    });
  return toaster;
}

/** Shows a toast; resolves to its key. */
export async function showToast(message: string, intent: Intent = 'none'): Promise<string> {
  const { instance, Swipe } = await getToaster();
  const key = `toast-${++nextKey}`;
  return instance.show(
    {
      message: <Swipe onDismiss={() => instance.dismiss(key)}>{message}</Swipe>,
      intent,
      timeout: TOAST_DURATION_MS,
    },
    key,
  );
}

/**
 * Removes every toast shown so far: a message about a step already left behind (a failed
 * sign-in before the correct password) must not stay on the next page (issue 20, item 10).
 */
export async function clearToasts(): Promise<void> {
  if (!toaster) return;
  (await toaster).instance.clear();
}
