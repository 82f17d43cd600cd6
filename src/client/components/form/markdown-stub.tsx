/**
 * Stands in for 'markdown-to-jsx/react' in the browser build (vite.config.ts resolve.alias):
 * rjsf core imports it for markdown in descriptions, which portal forms do not use, and it
 * would add ~25 KB gzip to every form. Text is shown as plain text.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
