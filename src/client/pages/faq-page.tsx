import { SimplePage } from '../components/layout/simple-page';

export default function FaqPage() {
  return (
    <SimplePage
      title="Frequently asked questions"
      description="Answers to the questions families and donors ask most about needs lists, gifts and privacy will be gathered here."
    />
  );
}
