import { SimplePage } from '../components/layout/simple-page';

export default function AboutPage() {
  return (
    <SimplePage
      title="About us"
      description="Here you will read who runs Kindlist, why it exists, and how we keep the families who use it safe."
    />
  );
}
