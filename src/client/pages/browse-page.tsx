import { useSearch } from 'wouter';
import { SimplePage } from '../components/layout/simple-page';

export default function BrowsePage() {
  const query = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  return (
    <SimplePage
      title="Find needs lists"
      description="Searching and filtering needs lists by topic, urgency and place will be possible here."
    >
      {query ? (
        <p className="mt-4 text-slate-700">
          You searched for <strong className="text-slate-900">“{query}”</strong>; results will appear here
          once browsing is available.
        </p>
      ) : null}
    </SimplePage>
  );
}
