/**
 * Creates the portal's OverlayToaster. A module of its own so that toaster.tsx can load it on
 * the first toast: OverlayToaster brings Overlay2 and react-transition-group (~9 KiB gzip),
 * which no page needs before it shows a message.
 */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { TOAST_MAX_VISIBLE } from '../app/ui-constants.ts';

export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({
    position: Position.BOTTOM,
    maxToasts: TOAST_MAX_VISIBLE,
    className: 'portal-toaster',
  });
}
