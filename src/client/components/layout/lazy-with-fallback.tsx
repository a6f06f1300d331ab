import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { tCommon } from '#client/lib/common-messages';
import type { TPageProps } from '#client/lib/page-props';
import type { TPageKey } from '#shared/routes';

type TPageModule = { default: ComponentType<TPageProps> };
type TOptionalModule<TProps extends object> = { default: ComponentType<TProps> };

/** A page: the landing, home and not-found pages by their own names, any other by its title. */
export type TLazyPageName =
  | 'landing'
  | 'home'
  | 'notFound'
  | Exclude<TPageKey, 'root' | 'landing' | 'dashboard'>;

/**
 * 'Error loading X page'. The titles are not part of a first visit: they are fetched now, and if that
 * fails too (the network is gone), the message says "this page".
 */
async function describeLoadFailure(pageName: TLazyPageName): Promise<string> {
  if (pageName === 'landing' || pageName === 'home' || pageName === 'notFound') {
    return tCommon('common.pageError', { page: tCommon(`common.page.${pageName}`) });
  }
  try {
    const { tTitles } = await import('#client/lib/titles-messages');
    return tCommon('common.pageError', { page: tTitles(`titles.${pageName}`) });
  } catch {
    return tCommon('common.pageErrorUnnamed');
  }
}

// A page whose chunk fails to load shows 'Error loading X page' instead of breaking the app.
export function lazyPage(
  pageName: TLazyPageName,
  load: () => Promise<TPageModule>,
): LazyExoticComponent<ComponentType<TPageProps>> {
  return lazy(
    (): Promise<TPageModule> =>
      load().catch(async (error: unknown) => {
        console.warn(`Could not load the ${pageName} page`, error);
        const message = await describeLoadFailure(pageName);
        return {
          default: () => (
            <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-lg text-slate-800">
              {message}
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
