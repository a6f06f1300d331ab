import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { useAuthWindowEvents } from '#client/features/auth/hooks/use-auth-window-events';
import { useEmailConfirmationWatch } from '#client/features/auth/hooks/use-email-confirmation-watch';
import { isAdminPath, matchRoute, type TPageKey } from '#shared/routes';
import { lazyOptional, lazyPage } from './components/layout/lazy-with-fallback';
import { Navbar } from './components/layout/navbar';
import { Spinner } from './components/ui/spinner';
import { useToasts } from './components/ui/toast-store';
import { trackPageView } from './lib/analytics';
import { tCommon } from './lib/common-messages';
import { hasKeptPlace } from './lib/kept-place-key';
import type { TPageProps } from './lib/page-props';

type TPageComponent = LazyExoticComponent<ComponentType<TPageProps>>;

// Loaded only once someone is signed in (menus, dialogs and tooltips stay out of a visitor's first load).
const SignedInControls = lazy(() =>
  import('./shell/signed-in-controls').then((module) => ({ default: module.SignedInControls })),
);

// Every page is its own chunk (pages load on demand).
const LandingPage = lazyPage('landing', () => import('./pages/landing-page'));
const HomePage = lazyPage('home', () => import('./pages/home-page'));
const NotFoundPage = lazyPage('notFound', () => import('./pages/not-found-page'));

const PAGES: Record<Exclude<TPageKey, 'root' | 'dashboard'>, TPageComponent> = {
  landing: LandingPage,
  admin: lazyPage('admin', () => import('./pages/admin-page')),
  'admin-stats': lazyPage('admin-stats', () => import('./pages/admin-stats-page')),
  'admin-blog': lazyPage('admin-blog', () => import('./pages/admin-blog-page')),
  about: lazyPage('about', () => import('./pages/about-page')),
  blog: lazyPage('blog', () => import('./pages/blog-page')),
  'blog-post': lazyPage('blog-post', () => import('./pages/blog-post-page')),
  resources: lazyPage('resources', () => import('./pages/resources-page')),
  faq: lazyPage('faq', () => import('./pages/faq-page')),
  terms: lazyPage('terms', () => import('./pages/terms-page')),
  privacy: lazyPage('privacy', () => import('./pages/privacy-page')),
  cookies: lazyPage('cookies', () => import('./pages/cookies-page')),
  'data-deletion': lazyPage('data-deletion', () => import('./pages/data-deletion-page')),
  accessibility: lazyPage('accessibility', () => import('./pages/accessibility-page')),
  contact: lazyPage('contact', () => import('./pages/contact-page')),
  'support-resources': lazyPage('support-resources', () => import('./pages/support-resources-page')),
  community: lazyPage('community', () => import('./pages/community-page')),
  impact: lazyPage('impact', () => import('./pages/impact-page')),
  topic: lazyPage('topic', () => import('./pages/topic-page')),
  signup: lazyPage('signup', () => import('./pages/sign-up-page')),
  login: lazyPage('login', () => import('./pages/login-page')),
  'reset-password': lazyPage('reset-password', () => import('./pages/reset-password-page')),
  'verify-email': lazyPage('verify-email', () => import('./pages/verify-email-page')),
  browse: lazyPage('browse', () => import('./pages/browse-page')),
  'my-lists': lazyPage('my-lists', () => import('./pages/my-lists-page')),
  create: lazyPage('create', () => import('./pages/create-list-page')),
  'edit-list': lazyPage('edit-list', () => import('./pages/edit-list-page')),
  'list-detail': lazyPage('list-detail', () => import('./pages/list-detail-page')),
  products: lazyPage('products', () => import('./pages/products-page')),
  profile: lazyPage('profile', () => import('./pages/profile-page')),
  'profile-edit': lazyPage('profile-edit', () => import('./pages/profile-edit-page')),
  'profile-privacy': lazyPage('profile-privacy', () => import('./pages/profile-privacy-page')),
  settings: lazyPage('settings', () => import('./pages/settings-page')),
  'quick-actions': lazyPage('quick-actions', () => import('./pages/quick-actions-page')),
  'public-profile': lazyPage('public-profile', () => import('./pages/public-profile-page')),
};

const Footer = lazyOptional(() => import('./components/layout/footer').then((m) => ({ default: m.Footer })));
const QuickTips = lazyOptional(() =>
  import('./components/layout/quick-tips').then((m) => ({ default: m.QuickTips })),
);
const LanguageControl = lazyOptional(() =>
  import('#client/features/account/components/language-control').then((m) => ({
    default: m.LanguageControl,
  })),
);
const Toaster = lazyOptional(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

function RouteView({ path }: { path: string }) {
  const { user, isLoading } = useCurrentUser();
  const match = matchRoute(path);
  if (!match) return <NotFoundPage path={path} params={{}} />;
  const props: TPageProps = { path, params: match.params };
  switch (match.page) {
    case 'root':
      // '/' waits for the user (a spinner) before showing the landing page.
      return isLoading ? <Spinner /> : <LandingPage {...props} />;
    case 'dashboard':
      if (isLoading) return <Spinner />;
      return user ? <HomePage {...props} /> : <LandingPage {...props} />;
    default: {
      const Page = PAGES[match.page];
      return <Page {...props} />;
    }
  }
}

// Each route change scrolls to the top and records a page_view; the title follows the page. The first
// page's title came with its HTML: the titles (and their catalog) load with the first move to another.
function usePageChangeEffects(path: string): void {
  const lastTrackedPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastTrackedPath.current !== null) {
      void import('./lib/document-title').then(({ setDocumentTitle }) => setDocumentTitle(path));
    }
    if (lastTrackedPath.current === path) return;
    lastTrackedPath.current = path;
    window.scrollTo(0, 0);
    trackPageView();
  }, [path]);
}

// After a language change the page loaded again in the other language: back where the person was
// (lib/kept-place, loaded only then).
function usePlaceAcrossLanguage(): void {
  useEffect(() => {
    if (hasKeptPlace()) void import('./lib/kept-place').then((module) => module.restorePlaceAcrossLanguage());
  }, []);
}

// The Radix toaster is not needed for the first paint: it loads with the first toast and then stays.
function useIsToasterWanted(): boolean {
  const hasToasts = useToasts().length > 0;
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (hasToasts) setIsWanted(true);
  }, [hasToasts]);
  return isWanted || hasToasts;
}

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white font-semibold text-teal-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3 focus:outline-2 focus:outline-teal-700"
    >
      {tCommon('common.skipLink')}
    </a>
  );
}

export function App() {
  useAuthWindowEvents();
  useEmailConfirmationWatch();
  const [path] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const isToasterWanted = useIsToasterWanted();
  usePageChangeEffects(path);
  usePlaceAcrossLanguage();

  const page = (
    <Suspense fallback={<Spinner />}>
      <RouteView path={path} />
    </Suspense>
  );

  return (
    <>
      <SkipLink />
      {isAdminPath(path) ? (
        // Admin routes have no navigation bar (and no footer); each admin page has its own
        // header, with the way back to the site.
        <main id="main-content" tabIndex={-1} className="min-h-dvh bg-slate-50 outline-none">
          {page}
        </main>
      ) : (
        <div className="flex min-h-dvh flex-col">
          <Navbar
            isSignedIn={Boolean(user)}
            isLoading={isLoading}
            signedInControls={user ? <SignedInControls user={user} /> : null}
          />
          {/* At least a screen tall (less the navigation bar): the footer starts below the fold, so a page
              whose content arrives after its first paint does not push a visible footer down (layout shift). */}
          <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
            {page}
          </main>
          {user ? (
            <Suspense fallback={null}>
              <QuickTips />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <Footer languageControl={<LanguageControl place="footer" />} />
          </Suspense>
        </div>
      )}
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
