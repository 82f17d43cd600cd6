/**
 * The back office's own routes (decision 0017), one lazy module behind `/backoffice/*`: the
 * applicant entry's route table holds a single back-office entry however many staff pages there
 * are, so the applicant pages' budgets do not grow with the back office. Each page is still its
 * own chunk, loaded on first use.
 */
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';

const QueuePage = lazy(() =>
  import('./queue-page.tsx').then((m) => ({ default: m.BackOfficeQueuePage })),
);
const FilePage = lazy(() =>
  import('./file-page.tsx').then((m) => ({ default: m.BackOfficeFilePage })),
);
const CallsPage = lazy(() =>
  import('./calls-page.tsx').then((m) => ({ default: m.BackOfficeCallsPage })),
);
const UsersPage = lazy(() =>
  import('./users-page.tsx').then((m) => ({ default: m.BackOfficeUsersPage })),
);
const AuditPage = lazy(() =>
  import('./audit-page.tsx').then((m) => ({ default: m.BackOfficeAuditPage })),
);

export function BackOfficeRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<QueuePage />} />
        <Route path="felhivasok/:azonosito?" element={<CallsPage />} />
        <Route path="felhasznalok" element={<UsersPage />} />
        <Route path="naplo" element={<AuditPage />} />
        <Route path=":id" element={<FilePage />} />
      </Routes>
    </Suspense>
  );
}
