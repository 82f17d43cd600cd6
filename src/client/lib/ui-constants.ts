/**
 * The shell's constants of spec section 9 in one module, so the sidebar, the toaster and the
 * tooltips cannot drift apart. Change a value here and every user of it follows.
 */

/** Below this width (px) the sidebar becomes an off-canvas sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Media query matching the mobile layout. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export const SIDEBAR_WIDTH = '20rem';
export const SIDEBAR_WIDTH_MOBILE = '19.5rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
/** Cookie keeping the expanded/collapsed state of the sidebar. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds (the cookie's max-age). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** Hover time before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;
/** A tooltip opened within this time after another closed opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
/** Horizontal drag distance (px) after which a toast is dismissed on release. */
export const TOAST_SWIPE_THRESHOLD_PX = 45;

/** Local storage keys (spec section 9). CURRENT_USER belongs to the session feature. */
export const STORAGE_KEYS = {
  theme: 'theme',
  selectedApplicantId: 'selectedApplicantId',
  /** Keeps its first name: a browser's stored selection must keep working (decision 42). */
  selectedApplicationId: 'selectedTenderId',
  navigationOpen: 'navigationOpenGroups',
} as const;
