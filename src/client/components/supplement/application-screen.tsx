/**
 * The frame of every screen that edits the selected application (its summary, loan claim, custom
 * fields, knock-out criteria, documents, statements): the heading, the application gate, the
 * supplement or submitted callout above the body, and the landing on an item a link names
 * (`#field`, from the supplement request or the submission check).
 */
import type { ReactNode } from 'react';
import { useFocusHash } from '../../hooks/use-focus-hash.ts';
import { RequireApplication } from '../../selection/require-application.tsx';
import { SupplementCallout } from './supplement-callout.tsx';

export function ApplicationScreen({
  title,
  intro,
  children,
}: {
  title: string;
  /** A paragraph under the heading, shown with or without an application. */
  intro?: ReactNode;
  /** The body for the selected application. */
  children: (applicationId: number) => ReactNode;
}) {
  useFocusHash();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {intro}
      <RequireApplication>
        {(applicationId) => (
          <>
            <SupplementCallout applicationId={applicationId} />
            {children(applicationId)}
          </>
        )}
      </RequireApplication>
    </section>
  );
}
