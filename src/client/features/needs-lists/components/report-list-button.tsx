import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-detail.json';

const t = createTranslator(catalog);

// Loaded on the first "Report this list": most visitors never open it. When its code cannot be
// fetched (offline, or a new version was deployed), the list page stays and says so.
const ReportListDialog = lazy(() =>
  import('./report-list-dialog').catch(() => ({ default: ReportFormUnavailable })),
);

function ReportFormUnavailable() {
  return (
    <p role="alert" className="mt-2 text-red-800 text-sm">
      {t('list-detail.report.unavailable')}
    </p>
  );
}

export function ReportListButton({ listId }: { listId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" /> {t('list-detail.report.button')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportListDialog listId={listId} returnFocusRef={buttonRef} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
