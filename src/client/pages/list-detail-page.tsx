import { SimplePage } from '../components/layout/simple-page';

export default function ListDetailPage() {
  return (
    <SimplePage
      title="Needs list"
      description="This page will show a family's story, the items they still need and where to buy them, and let you tell them what you bought."
    />
  );
}
