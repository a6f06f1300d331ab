import { SimplePage } from '../components/layout/simple-page';

export default function ContactPage() {
  return (
    <SimplePage
      title="Contact us"
      description="A form to reach the Kindlist team, with questions, reports or ideas, will be available here."
    />
  );
}
