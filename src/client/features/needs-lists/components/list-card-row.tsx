import type { TListCard } from '#shared/schemas/browse';
import { ListCard } from './list-card';

/** A titled row of list cards (the landing page's urgent and newest lists); nothing when empty. */
export function ListCardRow({ id, title, lists }: { id: string; title: string; lists: TListCard[] }) {
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="font-bold text-2xl text-slate-900 tracking-tight">
        {title}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {lists.map((list) => (
          <li key={list.id}>
            <ListCard list={list} />
          </li>
        ))}
      </ul>
    </section>
  );
}
