import { SimplePage } from '../components/layout/simple-page';

export default function CommunityPage() {
  return (
    <SimplePage
      title="Community"
      description="This page will introduce the families, donors and volunteers who make Kindlist work, and how to get involved."
    />
  );
}
