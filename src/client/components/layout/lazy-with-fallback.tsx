import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { tCommon } from '#client/lib/common-messages';
import type { TPageProps } from '#client/lib/page-props';

type TPageModule = { default: ComponentType<TPageProps> };
type TOptionalModule<TProps extends object> = { default: ComponentType<TProps> };

/** A page's name in the `common` catalog: 'admin-stats' for 'common.page.admin-stats'. */
export type TLazyPageName = Parameters<typeof tCommon>[0] extends infer TKey
  ? TKey extends `common.page.${infer TName}`
    ? TName
    : never
  : never;

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
              {tCommon('common.pageError', { page: tCommon(`common.page.${pageName}`) })}
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
