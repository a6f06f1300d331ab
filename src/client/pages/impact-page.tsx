import { SimplePage } from '../components/layout/simple-page';

export default function ImpactPage() {
  return (
    <SimplePage
      title="Community impact"
      description="Figures on lists fulfilled and items delivered will be shown here once they can be counted from real gifts."
    />
  );
}
