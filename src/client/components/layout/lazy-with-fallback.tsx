import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { tCommon } from '#client/lib/common-messages';
import type { TPageProps } from '#client/lib/page-props';
import { tRoutes } from '#client/lib/routes-messages';
import type { TPageKey } from '#shared/routes';

type TPageModule = { default: ComponentType<TPageProps> };
type TOptionalModule<TProps extends object> = { default: ComponentType<TProps> };

/** A page: the landing, home and not-found pages by their own names, any other by its title. */
export type TLazyPageName =
  | 'landing'
  | 'home'
  | 'notFound'
  | Exclude<TPageKey, 'root' | 'landing' | 'dashboard'>;

function readPageName(pageName: TLazyPageName): string {
  return pageName === 'landing' || pageName === 'home' || pageName === 'notFound'
    ? tCommon(`common.page.${pageName}`)
    : tRoutes(`routes.title.${pageName}`);
}

// A page whose chunk fails to load shows 'Error loading X page' instead of breaking the app.
export function lazyPage(
  pageName: TLazyPageName,
  load: () => Promise<TPageModule>,
): LazyExoticComponent<ComponentType<TPageProps>> {
  return lazy(
    (): Promise<TPageModule> =>
      load().catch((error: unknown) => {
        console.warn(`Could not load the ${pageName} page`, error);
        return {
          default: () => (
            <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-lg text-slate-800">
              {tCommon('common.pageError', { page: readPageName(pageName) })}
            </div>
          ),
        };
      }),
  );
}

// The footer and quick tips simply disappear when their chunk fails to load.
export function lazyOptional<TProps extends object = Record<string, never>>(
  load: () => Promise<TOptionalModule<TProps>>,
): LazyExoticComponent<ComponentType<TProps>> {
  return lazy((): Promise<TOptionalModule<TProps>> => load().catch(() => ({ default: () => null })));
}
