/**
 * Creates the portal's OverlayToaster. A module of its own so that toaster.tsx can load it on
 * the first toast: OverlayToaster brings Overlay2 and react-transition-group (~9 KiB gzip),
 * which no page needs before it shows a message.
 */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { TOAST_MAX_VISIBLE } from './ui-constants.ts';

/**
 * The element the toaster is rendered into: fixed to the viewport. `OverlayToaster.create`
 * renders its container inline (position: absolute) inside the element it is given; given the
 * body, toasts were placed relative to the page, so on a scrolled page they landed mid-form or
 * above the top edge (issue 20, item 1). Styles are set through the CSSOM, which the
 * Content-Security-Policy allows, and do not depend on a stylesheet having loaded.
 */
export function createViewportHost(): HTMLElement {
  const host = document.createElement('div');
  host.className = 'portal-toaster-host';
  Object.assign(host.style, {
    position: 'fixed',
    inset: '0',
    pointerEvents: 'none',
    zIndex: '40',
  });
  document.body.appendChild(host);
  return host;
}

export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create(
    {
      position: Position.BOTTOM,
      maxToasts: TOAST_MAX_VISIBLE,
      className: 'portal-toaster',
    },
    { container: createViewportHost() },
  );
}
