/**
 * User menu (spec section 2): theme toggle, language choice (only when ENV=local) and logout.
 * The user and the logout action come from the session slot. The user's own account: download of
 * their data and erasure of the account (issue 19, item 2; the dialog is its own lazy chunk).
 */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../../../shared/i18n-languages.ts';
import { useShellLogout, useShellUser } from '../../app/session-slot.tsx';
import { type Theme, applyTheme, readStoredTheme, storeTheme } from '../../app/theme.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';

const AccountErasureDialog = lazy(() =>
  import('./account-erasure-dialog.tsx').then((module) => ({
    default: module.AccountErasureDialog,
  })),
);

export function UserMenu({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useShellUser();
  const logout = useShellLogout();
  const navigate = useNavigate();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const [erasing, setErasing] = useState(false);
  const showLanguages = getRuntimeConfig().env === 'local';

  const toggleTheme = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    storeTheme(next);
    applyTheme(next);
    setTheme(next);
  };

  const menu = (
    <Menu aria-label={t('userMenu.label')}>
      {user && <MenuDivider title={user.email} />}
      <MenuItem
        icon={theme === 'dark' ? 'flash' : 'moon'}
        text={theme === 'dark' ? t('userMenu.lightTheme') : t('userMenu.darkTheme')}
        onClick={toggleTheme}
        data-testid="theme-toggle"
      />
      {showLanguages && (
        <>
          <MenuDivider title={t('userMenu.language')} />
          {LANGUAGES.map((language: Language) => (
            <MenuItem
              key={language}
              text={t(`languages.${language}`)}
              active={i18n.resolvedLanguage === language}
              onClick={() => void i18n.changeLanguage(language)}
            />
          ))}
        </>
      )}
      {user && (
        <>
          <MenuDivider />
          {/* /settings/users is in no sidebar group of the spec: reached from here. */}
          <MenuItem
            icon="people"
            text={t('userMenu.users')}
            onClick={() => void navigate('/settings/users')}
            data-testid="user-menu-users"
          />
          <MenuDivider title={t('account.title')} />
          <MenuItem
            icon="download"
            text={t('account.download')}
            href={`${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/felhasznalok/current/adatexport`}
            download
            data-testid="user-menu-download-data"
          />
          <MenuItem
            icon="trash"
            intent="danger"
            text={t('account.erase.menu')}
            onClick={() => setErasing(true)}
            data-testid="user-menu-erase-account"
          />
          <MenuDivider />
          <MenuItem icon="log-out" text={t('userMenu.logout')} onClick={logout} />
        </>
      )}
    </Menu>
  );

  const label = user?.name ?? t('userMenu.label');
  return (
    <>
      {erasing && (
        <Suspense fallback={null}>
          <AccountErasureDialog onClose={() => setErasing(false)} />
        </Suspense>
      )}
      {/* PopoverNext: Blueprint's classic Popover mispositions under React 19. */}
      <PopoverNext content={menu} placement="top-start">
        <Button
          variant="minimal"
          icon="user"
          alignText="start"
          fill={!compact}
          aria-label={compact ? label : undefined}
          text={compact ? undefined : label}
          endIcon={compact ? undefined : 'caret-up'}
          data-testid="user-menu-button"
        />
      </PopoverNext>
    </>
  );
}
