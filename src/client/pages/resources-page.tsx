import { SimplePage } from '../components/layout/simple-page';

export default function ResourcesPage() {
  return (
    <SimplePage
      title="Resources"
      description="Guides for families writing their first needs list and for donors choosing how to help will be collected here."
    />
  );
}
