/**
 * `/backoffice/:id/:azonosito?` (decision 0017): one route entry for every back-office page below
 * the queue, so the applicant entry's route table does not grow with each staff page (the sign-in
 * pages are at their budget). A number is an application's file; a name is a staff page. Each
 * page stays its own chunk, loaded on first use. No spinner while a page chunk loads: importing
 * the page spinner here made Rolldown re-split Blueprint's utilities and added 0.2 KiB to every
 * sign-in page (the shell's loading status covers the wait).
 */
import { type ComponentType, Suspense, lazy } from 'react';
import { useParams } from 'react-router';

const PAGES: Record<string, ComponentType> = {
  felhivasok: lazy(() =>
    import('./calls-page.tsx').then((m) => ({ default: m.BackOfficeCallsPage })),
  ),
  felhasznalok: lazy(() =>
    import('./users-page.tsx').then((m) => ({ default: m.BackOfficeUsersPage })),
  ),
  naplo: lazy(() => import('./audit-page.tsx').then((m) => ({ default: m.BackOfficeAuditPage }))),
  levelek: lazy(() =>
    import('./failed-mails-page.tsx').then((m) => ({ default: m.BackOfficeFailedMailsPage })),
  ),
};

const FilePage = lazy(() =>
  import('./file-page.tsx').then((m) => ({ default: m.BackOfficeFilePage })),
);

export function BackOfficeSectionPage() {
  const { id = '' } = useParams();
  const Page = Object.hasOwn(PAGES, id) ? (PAGES[id] ?? FilePage) : FilePage;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
