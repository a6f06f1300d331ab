import { SimplePage } from '../components/layout/simple-page';

export default function DataDeletionPage() {
  return (
    <SimplePage
      title="Data deletion"
      description="This page will explain how to delete your Kindlist account and everything linked to it, including data from a Facebook sign-in."
    />
  );
}
