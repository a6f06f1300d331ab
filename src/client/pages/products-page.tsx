import { SimplePage } from '../components/layout/simple-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

export default function ProductsPage() {
  return (
    <RequireSignIn title="Find products" reason="Sign in to search products and add them to your lists.">
      {() => (
        <SimplePage
          title="Find products"
          description="Searching a catalog of everyday essentials, and adding them to one of your lists, will be possible here."
        />
      )}
    </RequireSignIn>
  );
}
