import { SimplePage } from '../components/layout/simple-page';

export default function TermsPage() {
  return (
    <SimplePage
      title="Terms and conditions"
      description="The terms for using Kindlist, written in plain language, will be published here before accounts open to the public."
    />
  );
}
