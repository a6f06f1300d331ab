import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import {
  E2E_PASSWORD,
  expectNoSidewaysScroll,
  publishListViaApi,
  signInAsAdmin,
  signUpAndSignIn,
  signUpVerified,
  uniqueWord,
} from './helpers';

// The admin's side of safety: a donor reports a list, an admin hides it with a reason (the family is
// told, search drops it) and restores it; verifies a list (donors see the badge and how); suspends
// an account, which then cannot sign in. The admin page itself fits a phone and passes axe.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCAM_REASON = 'It looks like a scam or is not genuine';
const REPORT_DETAILS = 'The same photos are on another site with a different family name.';
const HIDE_REASON = 'The photos belong to another family; we asked the owner to get in touch';
const VERIFY_NOTE = 'Phone call with the family and a letter from their caseworker';
const SUSPEND_REASON = 'Asked donors to send cash outside Kindlist';
const SUSPENDED_MESSAGE = 'This account is suspended. Contact us if you think this is a mistake.';

// Words of its own every few words: the copycat check holds a story close to another list's.
function writeUniqueStory(): string {
  return `The ${uniqueWord()} river rose over ${uniqueWord()} Street and took our ${uniqueWord()} beds and ${uniqueWord()} blankets. We are ${uniqueWord()} safe at ${uniqueWord()} church and thank ${uniqueWord()} everyone.`;
}

test('a reported list: the admin hides it with a reason, the family is told, search drops it, the admin restores it', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const family = await openPage({ viewport: DESKTOP });
  const donor = await openPage({ viewport: DESKTOP });
  const admin = await openPage({ viewport: DESKTOP });
  await signUpVerified(family, { firstName: 'Rosa' });
  const word = uniqueWord();
  const title = `School shoes ${word}`;
  const listId = await publishListViaApi(family, { title, story: writeUniqueStory() });
  await signUpAndSignIn(donor, { firstName: 'Priya', lastName: 'Shah' });
  await signInAsAdmin(admin);

  await test.step('a donor finds the list in search and reports it from its page', async () => {
    await donor.goto(`/browse?q=${word}`);
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
    await donor.goto(`/needslist/${listId}`);
    await donor.getByRole('button', { name: 'Report this list' }).click();
    const dialog = donor.getByRole('dialog', { name: 'Report this list' });
    await dialog.getByRole('radio', { name: SCAM_REASON }).check();
    await dialog.getByLabel('Details (optional)').fill(REPORT_DETAILS);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
  });

  const reportedCard = admin.getByRole('region', { name: 'Reported' }).getByRole('article', { name: title });
  const hiddenCard = admin.getByRole('region', { name: 'Hidden' }).getByRole('article', { name: title });

  await test.step('the admin sees the report in the queue, with the list and its owner', async () => {
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'Moderation queue' })).toBeVisible();
    await expect(reportedCard.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/needslist/${listId}`,
    );
    await expect(reportedCard.getByText('Rosa Martinez', { exact: true })).toBeVisible();
    await expect(reportedCard.getByText('Account made today')).toBeVisible();
    await expect(reportedCard.getByText('1 open report')).toBeVisible();
    await expect(reportedCard.getByText(SCAM_REASON)).toBeVisible();
    await expect(reportedCard.getByText(`“${REPORT_DETAILS}”`)).toBeVisible();
    await expect(reportedCard.getByText(/^From Priya Shah \(/)).toBeVisible();
  });

  await test.step('the admin hides it; a reason is required', async () => {
    await reportedCard.getByRole('button', { name: /^Hide\s*:/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this list' });
    const reason = dialog.getByLabel('Why are you hiding it?');
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: 'Hide list' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
    await reason.fill(HIDE_REASON);
    await dialog.getByRole('button', { name: 'Hide list' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(`“${title}” is hidden`, { exact: true })).toBeVisible();
    await expect(reportedCard).toHaveCount(0);
    await expect(hiddenCard.getByText(`Hidden because: ${HIDE_REASON}`)).toBeVisible();
    // Not "Published · Public" beside "Hidden": what it goes back to.
    await expect(hiddenCard.getByText('Published · Public once restored', { exact: true })).toBeVisible();
    // The Hide button left with its card: the focus goes to the queue's heading, not the page top.
    await expect(admin.getByRole('heading', { level: 2, name: 'Moderation queue' })).toBeFocused();
  });

  await test.step('the family is told why in their notifications', async () => {
    await family.goto('/my-needs-lists');
    await family.getByRole('button', { name: /^Notifications, / }).click();
    const drawer = family.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText(`Your list was hidden: ${title}`)).toBeVisible();
    await expect(drawer.getByText(`Their reason: ${HIDE_REASON}`, { exact: false })).toBeVisible();
  });

  await test.step('search no longer finds the list', async () => {
    await donor.goto(`/browse?q=${word}`);
    await expect(donor.getByText('No needs lists match.')).toBeVisible();
    await expect(donor.getByRole('link', { name: title })).toHaveCount(0);
  });

  await test.step('the admin restores it, and search finds it again', async () => {
    await hiddenCard.getByRole('button', { name: /^Restore\s*:/ }).click();
    await expect(admin.getByText(`“${title}” is visible again`, { exact: true })).toBeVisible();
    await expect(hiddenCard).toHaveCount(0);
    await donor.goto(`/browse?q=${word}`);
    await expect(donor.getByRole('link', { name: title })).toBeVisible();
  });

  await test.step('the audit log shows both actions, newest first, and filters by action', async () => {
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(admin).toHaveURL(/\/admin\?tab=audit$/);
    await expect(admin.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    const entries = admin.getByRole('list', { name: /shown, newest first$/ });
    const forList = entries.getByRole('listitem').filter({ hasText: title });
    await expect(forList.first()).toContainText('restored a list');
    await expect(forList.nth(1)).toContainText('hid a list');
    await expect(forList.nth(1)).toContainText(`Reason: ${HIDE_REASON}`);

    await admin.getByLabel('Action').fill('list.hidden');
    await admin.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(forList).toHaveCount(1);
    await expect(forList).toContainText('hid a list');
  });
});

test('the admin verifies a list, and its page shows the badge with how it was verified', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const family = await openPage({ viewport: DESKTOP });
  const admin = await openPage({ viewport: DESKTOP });
  const visitor = await openPage({ viewport: DESKTOP });
  await signUpVerified(family, { firstName: 'Lena' });
  const title = `Baby clothes ${uniqueWord()}`;
  const listId = await publishListViaApi(family, { title, story: writeUniqueStory() });
  await signInAsAdmin(admin);

  await test.step('the admin marks the new account’s list verified, with a note', async () => {
    await admin.goto('/admin?tab=moderation');
    const card = admin
      .getByRole('region', { name: 'New accounts this week' })
      .getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Mark verified\s*:/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mark this list verified' });
    // Left empty, the note is asked for as what it is: how, not why.
    await dialog.getByRole('button', { name: 'Mark verified' }).click();
    await expect(dialog.getByText('Say how you verified the list, in at least 3 characters')).toBeVisible();
    await dialog.getByLabel('How did you verify it?').fill(VERIFY_NOTE);
    await dialog.getByRole('button', { name: 'Mark verified' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(`“${title}” is marked verified`, { exact: true })).toBeVisible();
    await expect(card.getByText(new RegExp(`^Verified on .+: ${VERIFY_NOTE}$`))).toBeVisible();
    // The same button now takes the badge away, and keeps the focus.
    await expect(card.getByRole('button', { name: /^Remove verification\s*:/ })).toBeFocused();
  });

  await test.step('a visitor sees “Verified by Kindlist” and how it was verified', async () => {
    await visitor.goto(`/needslist/${listId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Verified by Kindlist')).toBeVisible();
    await expect(visitor.getByText(VERIFY_NOTE, { exact: false })).toBeVisible();
  });
});

test('the admin suspends an account, which then cannot sign in', async ({ openPage }) => {
  test.setTimeout(90_000);
  const member = await openPage({ viewport: DESKTOP });
  const admin = await openPage({ viewport: DESKTOP });
  const { email } = await signUpVerified(member, { firstName: 'Dana', lastName: 'Reyes' });
  const title = `Kitchen things ${uniqueWord()}`;
  await publishListViaApi(member, { title, story: writeUniqueStory() });
  await signInAsAdmin(admin);
  const account = admin.getByRole('region', { name: 'Dana Reyes' });

  await test.step('the admin finds the account by its email and opens it', async () => {
    await admin.goto('/admin?tab=users');
    await expect(admin.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await admin.getByLabel('Name or email').fill(email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const results = admin.getByRole('list', { name: `Users matching “${email}”` });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('1 list');
    await results.getByRole('button', { name: `Details for ${email}` }).click();
    await expect(admin.getByRole('heading', { level: 3, name: 'Dana Reyes' })).toBeFocused();
    await expect(account.getByRole('link', { name: title })).toBeVisible();
    await expect(account.getByText('Can sign in')).toBeVisible();
  });

  await test.step('the admin suspends it, told first what that does', async () => {
    await account.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Suspend this account' });
    await expect(dialog.getByText('They cannot sign in, and every session they have ends.')).toBeVisible();
    await dialog.getByLabel('Why are you suspending this account?').fill(SUSPEND_REASON);
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText('Dana Reyes is suspended', { exact: true })).toBeVisible();
    await expect(account.getByText(new RegExp(`^Suspended on .+: ${SUSPEND_REASON}$`))).toBeVisible();
    await expect(account.getByRole('listitem').filter({ hasText: title }).getByText('Hidden')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  });

  await test.step('the member cannot sign in', async () => {
    await member.goto('/login');
    await member.getByLabel('Email').fill(email);
    await member.getByLabel('Password').fill(E2E_PASSWORD);
    await member.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(member.getByText(SUSPENDED_MESSAGE)).toBeVisible();
    await expect(member).toHaveURL(/\/login/);
  });

  await test.step('lifting the suspension brings the account and its list back', async () => {
    await account.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(admin.getByText('Dana Reyes can sign in again', { exact: true })).toBeVisible();
    await expect(account.getByText('Can sign in')).toBeVisible();
    await expect(account.getByRole('listitem').filter({ hasText: title }).getByText('Hidden')).toHaveCount(0);
  });
});

const SECTIONS = [
  { path: '/admin', heading: 'Moderation queue', loaded: /^\d+ reported · / },
  { path: '/admin?tab=users', heading: 'Users', loaded: /^\d+ users? found$/ },
  { path: '/admin?tab=messages', heading: 'Contact messages', loaded: /^\d+ open messages?$/ },
  {
    path: '/admin?tab=audit',
    heading: 'Audit log',
    loaded: /^(No entries match\.|\d+ entr(y|ies) shown, newest first)$/,
  },
] as const;

test('every admin section fits a phone and a desktop and passes an accessibility audit', async ({
  adminPage: admin,
}) => {
  test.setTimeout(120_000);
  for (const viewport of [PHONE, DESKTOP]) {
    await admin.setViewportSize(viewport);
    for (const section of SECTIONS) {
      await admin.goto(section.path);
      await expect(admin.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
      await expect(admin.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      await expect(admin.getByText(section.loaded)).toBeVisible();
      await expect(
        admin
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: section.heading }),
      ).toHaveAttribute('aria-current', 'page');
      await expectNoSidewaysScroll(admin);
      const audit = await new AxeBuilder({ page: admin })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        audit.violations.map(
          (violation) =>
            `${section.path} at ${viewport.width} px: ${violation.id} (${violation.nodes.length})`,
        ),
      ).toEqual([]);
    }
  }
});
