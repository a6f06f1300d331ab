import clsx from 'clsx';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import { CATEGORY_ICONS } from '#client/lib/topic-icons';
import catalog from '#client-catalog/products.json';
import { TOPIC_SLUGS, type TTopicSlug } from '#shared/routes';

const t = createTranslator(catalog);

/** The essentials of each topic, one tap away; the chosen one is pressed. */
export function CategoryShortcuts({
  category,
  onChoose,
}: {
  category: string;
  onChoose: (category: TTopicSlug | undefined) => void;
}) {
  const chipClass = (isPressed: boolean) =>
    clsx(
      'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-3 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
      isPressed
        ? 'border-teal-700 bg-teal-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
    );
  return (
    // One row that scrolls sideways on a phone (eleven topics would fill its screen), wrapped wider up.
    <nav aria-label={t('products.categories.label')} className="mt-6">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-0.5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <button
            type="button"
            aria-pressed={!category}
            onClick={() => onChoose(undefined)}
            className={chipClass(!category)}
          >
            {t('products.categories.all')}
          </button>
        </li>
        {TOPIC_SLUGS.map((slug) => {
          const Icon = CATEGORY_ICONS[slug];
          const isPressed = category === slug;
          return (
            <li key={slug}>
              <button
                type="button"
                aria-pressed={isPressed}
                onClick={() => onChoose(isPressed ? undefined : slug)}
                className={chipClass(isPressed)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {tRoutes(`routes.topic.${slug}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
