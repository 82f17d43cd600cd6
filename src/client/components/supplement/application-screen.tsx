/**
 * The frame of every screen that edits the selected application (its summary, loan claim, custom
 * fields, knock-out criteria, documents, statements): the heading, the tender gate, the
 * supplement or submitted callout above the body, and the landing on an item a link names
 * (`#field`, from the supplement request or the submission check).
 */
import type { ReactNode } from 'react';
import { useFocusHash } from '../../hooks/use-focus-hash.ts';
import { RequireTender } from '../../selection/require-tender.tsx';
import { SupplementCallout } from './supplement-callout.tsx';

export function ApplicationScreen({
  title,
  intro,
  children,
}: {
  title: string;
  /** A paragraph under the heading, shown with or without a tender. */
  intro?: ReactNode;
  /** The body for the selected tender. */
  children: (tenderId: number) => ReactNode;
}) {
  useFocusHash();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {intro}
      <RequireTender>
        {(tenderId) => (
          <>
            <SupplementCallout tenderId={tenderId} />
            {children(tenderId)}
          </>
        )}
      </RequireTender>
    </section>
  );
}
