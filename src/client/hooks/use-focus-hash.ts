/**
 * Lands on the item a link's hash names (`/attachments#ARAJANLAT`, `/application/loan-claim#projektCim`):
 * the links of a supplement request and of the submission check point at one field, document,
 * statement or criterion. The browser does not scroll on a client-side navigation, and the item
 * appears only once the page's data (and, for a schema form, its generated module) has loaded, so
 * this waits for it to appear, then scrolls to it and focuses its control.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fieldIdOf, focusField } from '../components/form/theme/field-ids.ts';

/** How long to wait for the named item to appear before giving up. */
const WAIT_MS = 10_000;

/**
 * An element with the id (a list item: its first input is the control) or a schema form's field
 * at that property path. False while neither is in the document.
 */
function land(target: string): boolean {
  const item = document.getElementById(target);
  if (!item) return focusField(fieldIdOf(target));
  const control = item.matches('input') ? item : (item.querySelector('input') ?? item);
  control.scrollIntoView?.({ block: 'center' });
  control.focus();
  return true;
}

/** On a page whose items are link targets: moves to the item the location's hash names. */
export function useFocusHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = decodeURIComponent(hash.slice(1));
    if (land(target)) return;
    const observer = new MutationObserver(() => {
      if (land(target)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash]);
}
