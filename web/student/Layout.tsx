import { Fragment, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { TextField } from '../plain/formParts.tsx';
import { visibleMenu } from '../plain/menu.ts';
import { searchablePages } from '../plain/officePages.ts';
import { signOut } from '../plain/signOut.ts';
import { saveThemeChoice, storedThemeIsDark } from '../plain/themeChoice.ts';
import { Icon, hasIcon } from '../screens/icons.tsx';
import { useOnline } from './online.ts';
import { HostContext, Link, useLocation } from '../screens/host.tsx';
import { Alert } from '../screens/parts.tsx';
import { navigate } from '../plain/router.tsx';

const PHONE = '(max-width: 599.95px)';

/** Whether the window is a phone's: the sidebar is then a drawer over the page. */
function usePhone() {
  const [query] = useState(() => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined));
  const [phone, setPhone] = useState(Boolean(query?.matches));
  useEffect(() => {
    if (!query) return;
    const changed = () => setPhone(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [query]);
  return phone;
}

/** Shows the stored light or dark theme: guest.css draws both. */
export function applyTheme(dark: boolean) {
  if (dark) document.documentElement.dataset.theme = 'dark';
  else delete document.documentElement.dataset.theme;
}

/**
 * The top bar, the sidebar and the page, as react-admin's layout places them. The page's title is
 * kept here, where it shows: the page, given as children, is not drawn again when it arrives.
 */
export function Layout({ role, children }: { role?: string; children: ReactNode }) {
  const [title, setTitle] = useState('');
  const host = useContext(HostContext);
  const withTitle = useMemo(() => ({ ...host, setTitle }), [host]);
  const phone = usePhone();
  // A drawer closed on a phone; on a wider window, the sidebar open, folding to its icons.
  const [open, setOpen] = useState(!phone);
  const [wasPhone, setWasPhone] = useState(phone);
  if (phone !== wasPhone) {
    setWasPhone(phone);
    setOpen(!phone);
  }
  const { pathname } = useLocation();
  const online = useOnline();
  const onPhoneClose = () => phone && setOpen(false);
  // The drawer over the page closes with Escape, as MUI's does.
  const drawer = phone && open;
  useEffect(() => {
    if (!drawer) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);

  return (
    <div className={`app${open ? ' menu-open' : ' menu-closed'}${phone ? ' phone' : ''}`}>
      <header className="topbar">
        <button
          type="button"
          className="icon-button"
          aria-label={open ? 'Close menu' : 'Open menu'}
          title={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          <Icon name="Menu" />
        </button>
        <span className="app-name">Hostel</span>
        <span className="page-title">{title}</span>
        <span className="tools">
          <PageSearch role={role} />
          <ThemeToggle />
          <button type="button" className="icon-button" aria-label="Logout" title="Logout" onClick={() => void signOut()}>
            <Icon name="Logout" />
          </button>
        </span>
      </header>
      {drawer && <div className="scrim" onClick={() => setOpen(false)} />}
      <nav className="sidebar" aria-label="Main menu">
        <div role="menu" aria-label="Main menu">
          {visibleMenu(role).map((group, index) => (
            <Fragment key={group.label ?? index}>
              <div role="group" aria-label={group.label}>
                {group.label && open && (
                  <div className="subheader" aria-hidden="true">
                    {group.label}
                  </div>
                )}
                {group.entries.map((entry) => (
                  <Link
                    key={entry.to}
                    to={entry.to}
                    role="menuitem"
                    className="menu-item"
                    aria-current={pathname === entry.to ? 'page' : undefined}
                    title={open ? undefined : entry.label}
                    onClick={onPhoneClose}
                  >
                    {hasIcon(entry.icon) && <Icon name={entry.icon} />}
                    <span className="menu-label">{entry.label}</span>
                  </Link>
                ))}
              </div>
            </Fragment>
          ))}
        </div>
      </nav>
      <main className="content">
        {!online && (
          <div className="gap-below">
            <Alert severity="warning">{MESSAGES.errors.offline}</Alert>
          </div>
        )}
        <HostContext.Provider value={withTitle}>{children}</HostContext.Provider>
      </main>
    </div>
  );
}

/** The light/dark switch, kept where the react-admin app and the guest pages read it. */
function ThemeToggle() {
  const [dark, setDark] = useState(storedThemeIsDark);
  const toggle = () => {
    saveThemeChoice(!dark);
    applyTheme(!dark);
    setDark(!dark);
  };
  return (
    <button type="button" className="icon-button" aria-label="Toggle light/dark mode" title="Toggle light/dark mode" onClick={toggle}>
      <Icon name={dark ? 'Brightness7' : 'Brightness4'} />
    </button>
  );
}

/** The top bar's search: finds any page this user may open, by name (web/layout/PageSearch.tsx). */
function PageSearch({ role }: { role?: string }) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const destinations = useMemo(() => searchablePages(role), [role]);

  const matches = destinations.filter((d) => d.label.toLowerCase().includes(term.trim().toLowerCase()));
  const close = () => {
    setOpen(false);
    setTerm('');
  };
  // Closed without going anywhere, the focus goes back to the search button.
  const cancel = () => {
    close();
    button.current?.focus();
  };
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <>
      <button ref={button} type="button" className="icon-button" aria-label="Search" title="Search" onClick={() => setOpen(true)}>
        <Icon name="Search" />
      </button>
      {open && (
        <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && cancel()}>
          <div
            className="dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={(event) => event.key === 'Escape' && cancel()}
          >
            <h2 id={titleId}>Search</h2>
            <div onKeyDown={(event) => event.key === 'Enter' && matches[0] && go(matches[0].to)}>
              <AutoFocus>
                <TextField
                  label="Find a page"
                  name="page-search"
                  value={term}
                  onChange={(v) => setTerm(String(v ?? ''))}
                  onBlur={() => {}}
                />
              </AutoFocus>
            </div>
            <ul className="search-results" aria-label="Pages">
              {matches.map((match) => (
                <li key={match.to}>
                  <button type="button" onClick={() => go(match.to)}>
                    <span>{match.label}</span>
                    <span className="text-2">{match.to}</span>
                  </button>
                </li>
              ))}
            </ul>
            {!matches.length && <p className="text-2">No page matches "{term}".</p>}
          </div>
        </div>
      )}
    </>
  );
}

/** Puts the focus in the first input inside, once, as MUI's autoFocus does. */
function AutoFocus({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  return <div ref={box}>{children}</div>;
}
