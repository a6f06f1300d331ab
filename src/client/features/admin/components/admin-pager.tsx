import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';

const t = createTranslator(catalog);

// aria-disabled rather than disabled: a button that becomes disabled under the pointer (the last
// page reached) would drop the keyboard focus to the top of the page.
const UNAVAILABLE_CLASSES = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** Previous and next page, with where the admin is; nothing when everything fits on one page. */
export function AdminPager({
  label,
  page,
  pageCount,
  isLoading,
  onPage,
}: {
  /** Names the navigation landmark ("Pages of users"). */
  label: string;
  page: number;
  pageCount: number;
  isLoading: boolean;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button
        variant="secondary"
        className={UNAVAILABLE_CLASSES}
        aria-disabled={!hasPrevious || undefined}
        onClick={() => {
          if (hasPrevious) onPage(page - 1);
        }}
      >
        <span aria-hidden="true">←</span> {t('admin.pager.previous')}
      </Button>
      <p aria-live="polite" className="text-slate-700 text-sm">
        {isLoading ? t('admin.loading') : t('admin.pager.position', { page, pageCount })}
      </p>
      <Button
        variant="secondary"
        className={UNAVAILABLE_CLASSES}
        aria-disabled={!hasNext || undefined}
        onClick={() => {
          if (hasNext) onPage(page + 1);
        }}
      >
        {t('admin.pager.next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
