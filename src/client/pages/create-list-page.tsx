import { SimplePage } from '../components/layout/simple-page';

export default function CreateListPage() {
  return (
    <SimplePage
      title="Create a needs list"
      description="A guided form to describe your situation and list the items you need will be available here."
    />
  );
}
