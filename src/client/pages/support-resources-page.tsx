import { SimplePage } from '../components/layout/simple-page';

export default function SupportResourcesPage() {
  return (
    <SimplePage
      title="Support resources"
      description="A directory of organisations that help people through disasters, illness and financial hardship will be listed here."
    />
  );
}
