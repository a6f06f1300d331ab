import { SimplePage } from '../components/layout/simple-page';

export default function PrivacyPage() {
  return (
    <SimplePage
      title="Privacy policy"
      description="This page will explain what data Kindlist keeps, why, for how long, and how to get a copy or have it deleted."
    />
  );
}
