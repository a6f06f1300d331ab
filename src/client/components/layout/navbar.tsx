import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { tCommon } from '#client/lib/common-messages';
import { tRoutes } from '#client/lib/routes-messages';
import * as authApi from '#shared/api-paths/auth';
import * as PAGE_PATHS from '#shared/page-paths';
import { getVisibleNavLinks, isNavLinkActive, type TNavLink } from '#shared/routes';
import { getButtonClassName } from '../ui/button';
import { Logo } from './logo';

const LINK_BASE =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function NavLink({
  link,
  location,
  isInMobileMenu = false,
  onClick,
}: {
  link: TNavLink;
  location: string;
  isInMobileMenu?: boolean;
  onClick?: () => void;
}) {
  const isActive = isNavLinkActive(location, link.href);
  return (
    <Link
      href={link.href}
      aria-current={isActive ? 'page' : undefined}
      onClick={onClick}
      className={clsx(
        LINK_BASE,
        isInMobileMenu ? 'w-full text-base' : 'text-sm',
        isActive ? 'bg-teal-100 text-teal-950' : 'text-slate-800 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {tRoutes(link.labelKey)}
    </Link>
  );
}

// The shell hands in who is signed in and the controls they get (bell and account menu), so the
// layout knows no feature.
export function Navbar({
  isSignedIn,
  isLoading,
  signedInControls,
}: {
  isSignedIn: boolean;
  isLoading: boolean;
  signedInControls: ReactNode;
}) {
  const [location] = useLocation();
  const links = getVisibleNavLinks(isSignedIn);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  // A link to the page already shown changes no location, so the menu closes on the click itself.
  const closeMenu = () => setIsMenuOpen(false);

  // Signed out, the mobile menu sends "Create Needs List" to sign-up, so it replaces the
  // /create link there rather than repeating it.
  const mobileLinks = isSignedIn ? links : links.filter((link) => link.href !== PAGE_PATHS.create);

  return (
    <header className="sticky top-0 z-30 border-slate-200 border-b bg-white">
      <nav aria-label={tCommon('common.nav.label')} className="mx-auto max-w-6xl px-4">
        {/* Signed in, the four links and the bell and avatar do not fit one row between sm and lg: the
            links then get a row of their own instead of wrapping word by word. */}
        <div className={clsx('flex items-center gap-x-2', isSignedIn && 'flex-wrap lg:flex-nowrap')}>
          <Logo className="mr-2" />
          <ul
            className={clsx(
              'hidden items-center gap-1 sm:flex',
              isSignedIn && 'order-last -mx-3 w-full pb-2 lg:order-none lg:mx-0 lg:w-auto lg:pb-0',
            )}
          >
            {links.map((link) => (
              <li key={link.href}>
                <NavLink link={link} location={location} />
              </li>
            ))}
          </ul>
          <div className="ml-auto flex h-16 items-center gap-1">
            {isSignedIn ? (
              <Suspense fallback={<span aria-hidden="true" className="inline-block h-11 w-24" />}>
                {signedInControls}
              </Suspense>
            ) : isLoading ? null : (
              // Below sm the mobile menu offers sign-in instead.
              <span className="hidden sm:inline-flex">
                <Link href={PAGE_PATHS.login} className={getButtonClassName('primary', 'md')}>
                  {tCommon('common.nav.signIn')}
                </Link>
              </span>
            )}
            <button
              ref={toggleRef}
              type="button"
              aria-label={tCommon('common.nav.menu')}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 sm:hidden"
            >
              {isMenuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>
        <div id={menuId} hidden={!isMenuOpen} className="border-slate-200 border-t pt-2 pb-4 sm:hidden">
          <ul className="grid gap-1">
            {mobileLinks.map((link) => (
              <li key={link.href}>
                <NavLink link={link} location={location} isInMobileMenu onClick={closeMenu} />
              </li>
            ))}
          </ul>
          {isSignedIn ? null : (
            <div className="mt-3 grid gap-2 border-slate-200 border-t pt-3">
              <Link
                href={PAGE_PATHS.signup}
                onClick={closeMenu}
                className={getButtonClassName('secondary', 'md', 'w-full')}
              >
                {tRoutes('routes.nav.create')}
              </Link>
              <Link
                href={PAGE_PATHS.signup}
                onClick={closeMenu}
                className={getButtonClassName('primary', 'md', 'w-full')}
              >
                {tCommon('common.nav.getStarted')}
              </Link>
              <a
                href={authApi.loginPage}
                className="inline-flex min-h-11 items-center justify-center rounded-md text-center font-medium text-slate-800 text-sm underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {tCommon('common.nav.haveAccount')}
              </a>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
