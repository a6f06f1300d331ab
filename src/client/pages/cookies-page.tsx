import { SimplePage } from '../components/layout/simple-page';

export default function CookiesPage() {
  return (
    <SimplePage
      title="Cookies policy"
      description="This page will list the cookies Kindlist sets, starting with the one that keeps you signed in, and what each is for."
    />
  );
}
