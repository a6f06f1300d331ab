import { SimplePage } from '../components/layout/simple-page';

export default function VerifyEmailPage() {
  return (
    <SimplePage
      title="Verify your email"
      description="The link in your verification email will confirm your address here, which you will need before publishing a list."
    />
  );
}
