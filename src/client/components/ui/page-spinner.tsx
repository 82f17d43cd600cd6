/** Full-area spinner for pages and route modules still loading. */
import { Spinner } from '@blueprintjs/core';

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size={40} aria-label="…" />
    </div>
  );
}
