/**
 * The back office's own navigation (decision 0017): the queue for every staff role, the call
 * folders for call editors and administrators, staff users, the audit log and the outbox's undelivered mails for administrators.
 * It lives in the back office's chunk, so the applicant shell and its budgets do not change. The
 * server refuses whatever a role may not do; the links only spare people a refusal.
 */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  ADMINISTRATION_ROLES,
  BACK_OFFICE_ROLES,
  CALL_EDITING_ROLES,
  hasRole,
} from '../../../../shared/roles.ts';
import { useSession } from '../../../session/session-provider.tsx';

const LINKS = [
  { to: '/backoffice', label: 'nav.queue', roles: BACK_OFFICE_ROLES },
  { to: '/backoffice/felhivasok', label: 'nav.calls', roles: CALL_EDITING_ROLES },
  { to: '/backoffice/felhasznalok', label: 'nav.users', roles: ADMINISTRATION_ROLES },
  { to: '/backoffice/naplo', label: 'nav.audit', roles: ADMINISTRATION_ROLES },
  { to: '/backoffice/levelek', label: 'failedMails.link', roles: ADMINISTRATION_ROLES },
] as const;

export function BackOfficeNav() {
  const { user } = useSession();
  const { t } = useTranslation('backoffice');
  const links = LINKS.filter((link) => hasRole(user, link.roles));
  if (links.length < 2) return null;
  return (
    <nav className="backoffice-nav" aria-label={t('nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
