import { SimplePage } from '../components/layout/simple-page';

export default function BlogPage() {
  return (
    <SimplePage
      title="Blog"
      description="Stories from families and donors, and practical guidance for getting through a hard time, will be published here."
    />
  );
}
