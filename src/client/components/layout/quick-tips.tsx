import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { tUi } from '#client/lib/ui-messages';

const STORAGE_KEY = 'kl-quick-tips-dismissed';

// The keyboard tip only where a keyboard is likely: not on a touch screen, nor on a phone-sized one
// (a phone with a stylus reports a fine pointer).
const TIPS = [
  { text: 'ui.tips.bell' },
  { text: 'ui.tips.menu' },
  { text: 'ui.tips.toasts', className: 'max-sm:hidden pointer-coarse:hidden' },
] as const;

function readIsDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

// A few hints for signed-in people, shown until they dismiss them.
export function QuickTips() {
  const [isDismissed, setIsDismissed] = useState(readIsDismissed);
  if (isDismissed) return null;

  const onDismiss = () => {
    setIsDismissed(true);
    try {
      window.localStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // storage blocked: the tips simply come back next visit
    }
  };

  return (
    <aside aria-labelledby="quick-tips-heading" className="mx-auto w-full max-w-6xl px-4 pb-8">
      <div className="relative rounded-xl border border-amber-200 bg-amber-50 p-4 pr-12">
        <h2 id="quick-tips-heading" className="flex items-center gap-2 font-semibold text-amber-950 text-sm">
          <Lightbulb aria-hidden="true" className="size-4" />
          {tUi('ui.tips.heading')}
        </h2>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-amber-950 text-sm">
          {TIPS.map((tip) => (
            <li key={tip.text} className={'className' in tip ? tip.className : undefined}>
              {tUi(tip.text)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={tUi('ui.tips.hide')}
          className="absolute top-2 right-2 inline-flex size-9 pointer-coarse:size-11 items-center justify-center rounded-md text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
