import { SimplePage } from '../components/layout/simple-page';

export default function ResetPasswordPage() {
  return (
    <SimplePage
      title="Reset your password"
      description="Resetting a forgotten password by email will be possible from this page."
    />
  );
}
