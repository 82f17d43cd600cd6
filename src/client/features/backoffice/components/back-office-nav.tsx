/**
 * The back office's own navigation (decision 0017): the queue for every staff role, the call
 * folders for call editors and administrators, staff users, the audit log and the outbox's undelivered mails for administrators.
 * It lives in the back office's chunk, so the applicant shell and its budgets do not change. The
 * server refuses whatever a role may not do; the links only spare people a refusal.
 */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { hasRole } from '../../../../shared/roles.ts';
import { useSession } from '../../../session/session-provider.tsx';

const LINKS = [
  { to: '/backoffice', label: 'nav.queue', roles: ['VEZETO', 'ADMIN', 'FELHIVAS_SZERKESZTO'] },
  { to: '/backoffice/felhivasok', label: 'nav.calls', roles: ['FELHIVAS_SZERKESZTO', 'ADMIN'] },
  { to: '/backoffice/felhasznalok', label: 'nav.users', roles: ['ADMIN'] },
  { to: '/backoffice/naplo', label: 'nav.audit', roles: ['ADMIN'] },
  { to: '/backoffice/levelek', label: 'failedMails.link', roles: ['ADMIN'] },
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
