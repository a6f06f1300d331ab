import { test } from './fixtures';
import { runNeedsListJourney } from './needs-list-journey';

test('a family creates a list with an item and a photo, publishes it, and a donor finds it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await runNeedsListJourney(page);
});
