/**
 * User menu (spec section 2): theme toggle, language choice (only when ENV=local) and logout.
 * The user and the logout action come from the session slot. The user's own account: download of
 * their data and erasure of the account (issue 19, item 2; the dialog is its own lazy chunk). Back
 * from signing in again at NTAK to confirm the erasure (?fiokTorles=…, decision 0037), the dialog
 * opens by itself with the outcome; closing it takes the parameter out of the address.
 */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Reauthentication } from './account-erasure-dialog.tsx';

/** Set by the server's redirect after signing in again at NTAK (decision 0037). */
const REAUTH_PARAM = 'fiokTorles';
import { LANGUAGES, type Language } from '../../../shared/i18n-languages.ts';
import { useShellLogout, useShellUser } from '../../session/session-slot.tsx';
import { type Theme, applyTheme, readStoredTheme, storeTheme } from '../theme.ts';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get(REAUTH_PARAM);
  // Back from NTAK: the outcome stays in the address while the dialog shows it.
  const reauth: Reauthentication | null =
    user && (returned === 'megerositve' || returned === 'sikertelen') ? returned : null;
  const menuButton = useRef<HTMLButtonElement>(null);
  // "Delete account" opens its dialog once the menu has closed and handed the focus back to its
  // button; opened at once, that late hand-back pulled the focus out of the dialog onto
  // Blueprint's focus trap. A ref, not state: the closing menu calls the callbacks of its last
  // render before the choice.
  const erasureChosen = useRef(false);
  const closeErasure = () => {
    setErasing(false);
    menuButton.current?.focus();
    if (returned !== null)
      setSearchParams(
        (params) => {
          params.delete(REAUTH_PARAM);
          return params;
        },
        { replace: true },
      );
  };
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
            onClick={() => {
              erasureChosen.current = true;
            }}
            data-testid="user-menu-erase-account"
          />
          <MenuDivider />
          <MenuItem icon="log-out" text={t('userMenu.logout')} onClick={logout} />
        </>
      )}
    </Menu>
  );

  // A company's owner may have no personal name yet (decision 0035): the e-mail names them.
  const label = user?.name || user?.email || t('userMenu.label');
  return (
    <>
      {(erasing || reauth !== null) && (
        <Suspense fallback={null}>
          <AccountErasureDialog
            hasPassword={user?.hasPassword ?? true}
            reauth={reauth}
            onClose={closeErasure}
          />
        </Suspense>
      )}
      {/* PopoverNext: Blueprint's classic Popover mispositions under React 19. */}
      <PopoverNext
        content={menu}
        placement="top-start"
        onClosed={() => {
          if (!erasureChosen.current) return;
          erasureChosen.current = false;
          setErasing(true);
        }}
      >
        <Button
          variant="minimal"
          icon="user"
          alignText="start"
          fill={!compact}
          aria-label={compact ? label : undefined}
          text={compact ? undefined : label}
          endIcon={compact ? undefined : 'caret-up'}
          data-testid="user-menu-button"
          ref={menuButton}
        />
      </PopoverNext>
    </>
  );
}
