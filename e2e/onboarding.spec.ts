import { expect, test, type Page } from '@playwright/test';
import { expectSlow, openPublicPage, signInOnPublicPage, skipOfferedTour, uniqueTag, welcome } from './helpers';
import { linkIn, startMailCatcher, type MailCatcher } from './mail';
import { fill, peopleText, text, type Lang } from './text';

/**
 * Self-service sign-up to a working console, as a new company's owner would go through it: the
 * public sign-up page, the confirmation mail read from a real SMTP server, the onboarding wizard,
 * the pending screen while the superadmin decides, the trial progress, the done screen, the console.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });
// The machine is small and busy: screens wait for the server, not a fixed time.

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => {
  await mail?.close();
});

const PASSWORD = 'long-enough-1';

/** From the sign-in page's "create an account" link to the mail-sent page; answers the confirmation link. */
async function signUp(page: Page, lang: Lang, person: { email: string; first: string; last: string }) {
  const t = text(lang).pub;
  await openPublicPage(page, lang, '/pub/login');
  await page.getByRole('link', { name: t.signup.create_account }).click();
  await expectSlow(page).toHaveURL(/\/pub\/signup/);
  await expectSlow(page.getByRole('heading', { level: 1, name: t.signup.heading })).toBeVisible();
  await page.getByLabel(t.signup.last_name).fill(person.last);
  await page.getByLabel(t.signup.first_name).fill(person.first);
  await page.getByLabel(t.email).fill(person.email);
  await page.getByLabel(t.password).fill(PASSWORD);
  await expect(page.getByText(fill(t.signup.password_hint, { min: 8 }))).toBeVisible();
  await page.getByRole('button', { name: t.signup.submit }).click();
  await expectSlow(page.getByRole('heading', { level: 1, name: t.signup.sent_title })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(person.email);

  const message = await mail.mailTo(person.email);
  expect(message.subject).toBe(t.signup.mail_subject);
  expect(message.text).toContain(fill(t.signup.mail_hello, { name: person.first }));
  return linkIn(message, '/pub/confirm');
}

test('sign up in mn, confirm by mail, fill the wizard, wait for approval, finish and open the console', async ({ page, browser }) => {
  const tag = uniqueTag();
  const person = { email: `naraa.${tag}@example.mn`, first: 'Нараа', last: 'Дорж' };
  const company = `Нарны Туяа ${tag}`;
  const domain = `naran-${tag}.mn`;
  const t = peopleText('mn').onboarding;
  const stepOf = (step: number) => fill(t.wizard.stepOf, { step, total: 6 });

  const link = await signUp(page, 'mn', person);
  // The link in the mail leads back to this server, signs the person in and opens onboarding.
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expectSlow(page).toHaveURL(/\/onboarding$/);
  await expectSlow(page.getByRole('heading', { level: 1, name: t.wizard.title })).toBeVisible();
  await expect(page.getByText(stepOf(1))).toBeVisible();

  // Step 1: a name of 3 characters is refused with the "more than 3 characters" rule, and Next stays.
  const name = page.getByRole('textbox', { name: t.steps.company.label });
  const tooShort = page.getByText(fill(t.problems.too_short, { min: 3 }), { exact: true });
  await name.fill('Нар');
  await expect(tooShort).toBeVisible();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await expect(page.getByText(stepOf(1))).toBeVisible();
  await name.fill(company);
  await expect(tooShort).toBeHidden();
  // The company's phone, which company settings require too.
  await page.getByRole('textbox', { name: t.steps.company.phone }).fill('7011 2233');
  await page.getByRole('button', { name: t.wizard.next }).click();

  // Steps 2 and 3: industry and employee count.
  await expectSlow(page.getByText(stepOf(2))).toBeVisible();
  await page.getByRole('radio', { name: t.sectors.technology }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await expectSlow(page.getByText(stepOf(3))).toBeVisible();
  await page.getByRole('radio', { name: t.employeeCounts['11-50'] }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await expectSlow(page.getByText(stepOf(4))).toBeVisible();

  // Progress is kept on the server: a reload reopens the same step.
  await page.reload();
  await expectSlow(page.getByText(stepOf(4))).toBeVisible();

  // Steps 4 and 5: the first AI agent (avatar, then name; the website is optional).
  await page.getByRole('radio', { name: t.avatars.robot }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await expectSlow(page.getByText(stepOf(5))).toBeVisible();
  await page.getByRole('textbox', { name: t.steps.agent.name }).fill('Туслах Саран');
  await page.getByRole('button', { name: t.wizard.next }).click();

  // Step 6: a web chat on the company's site, then send the request.
  await expectSlow(page.getByText(stepOf(6))).toBeVisible();
  await page.getByRole('radio', { name: t.steps.channel.webchat }).check();
  await page.getByRole('textbox', { name: t.steps.channel.domain }).fill(domain);
  await page.getByRole('button', { name: t.wizard.submit }).click();

  // The pending screen, kept open while the superadmin decides.
  const waiting = page.getByRole('status').filter({ has: page.getByRole('heading', { name: t.pending.title }) });
  await expectSlow(waiting).toBeVisible();
  await expect(waiting).toContainText(fill(t.pending.body, { company }));

  // The superadmin approves the company in the admin panel, in another browser.
  const admin = peopleText('mn').admin;
  const superContext = await browser.newContext();
  try {
    const sa = await superContext.newPage();
    await sa.goto('/admin');
    await signInOnPublicPage(sa, 'mn', 'superadmin@demo.mn');
    await expectSlow(sa).toHaveURL(/\/admin$/);
    const row = sa.getByRole('table', { name: admin.pending }).getByRole('row').filter({ hasText: company });
    await expectSlow(row).toContainText(person.email);
    await expect(row).toContainText(person.first);
    await expect(row).toContainText(t.sectors.technology);
    // The requester's long address stays inside its column (it used to run over the date).
    const requester = row.getByRole('cell').filter({ hasText: person.email });
    expect(await requester.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    await row.getByRole('button', { name: admin.approve }).click();
    await expectSlow(sa.getByText(fill(admin.approved, { name: company }), { exact: true }).last()).toBeVisible();
    await expectSlow(row).toHaveCount(0);
  } finally {
    await superContext.close();
  }

  // The waiting page moves on by itself (socket message, or its slow re-check) to the trial progress.
  await expect(page).toHaveURL(/\/onboarding\/progress$/, { timeout: 25_000 });
  await expectSlow(page.getByRole('heading', { level: 1, name: t.progress.title })).toBeVisible();
  await expect(page.getByText(fill(t.progress.intro, { company }))).toBeVisible();
  await expect(page.getByText(fill(t.progress.agentCreated, { name: 'Туслах Саран' }))).toBeVisible();
  await expect(page.getByText(fill(t.progress.channelConnected, { domain }))).toBeVisible();

  await page.getByRole('button', { name: t.progress.finish }).click();
  await expectSlow(page).toHaveURL(/\/onboardingSuccess$/);
  await expectSlow(page.getByRole('heading', { level: 1, name: t.success.title })).toBeVisible();

  // Into the console: the new owner is offered the tour once, skips it, and has the full menu.
  await page.getByRole('button', { name: t.success.console }).click();
  await expectSlow(page).toHaveURL(/\/$/);
  await skipOfferedTour(page, 'mn');
  const mn = text('mn');
  const nav = page.getByRole('navigation', { name: mn.common.header.mainMenu });
  await expectSlow(nav.getByRole('link', { name: mn.menu.settings })).toBeVisible();
  await expect(page.getByText(welcome('mn', person.first), { exact: false })).toBeVisible();

  // The company is really theirs: its settings page shows the name they chose.
  await page.goto('/settings/our_company');
  await expectSlow(page.getByRole('textbox', { name: peopleText('mn').company.info.name })).toHaveValue(company);
  // Onboarding is over: its first page sends them back to the console.
  await page.goto('/onboarding');
  await expectSlow(page).toHaveURL(/\/$/);
});

test('sign up in en: the sign-up page, the mail and the wizard speak English', async ({ page }) => {
  const tag = uniqueTag();
  const person = { email: `sara.${tag}@example.mn`, first: 'Sara', last: 'Bat' };
  const pub = text('en').pub;
  const t = peopleText('en').onboarding;

  await openPublicPage(page, 'en', '/pub/login');
  await page.getByRole('link', { name: pub.signup.create_account }).click();
  // English on the page itself, not only whatever the locale file says.
  await expectSlow(page.getByRole('heading', { level: 1, name: 'Create your contact-centre account' })).toBeVisible();
  await page.goBack();

  const link = await signUp(page, 'en', person);
  expect(link).toContain('/pub/confirm?t=');
  await page.goto(link);
  await expectSlow(page).toHaveURL(/\/onboarding$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectSlow(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
  await expect(page.getByText(fill(t.wizard.stepOf, { step: 1, total: 6 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.steps.company.title })).toBeVisible();
  const name = page.getByRole('textbox', { name: t.steps.company.label });
  await name.fill('Abc');
  await expect(page.getByText('Enter more than 3 characters.', { exact: true })).toBeVisible();
  await name.fill(`Blue Sky ${tag}`);
  await page.getByRole('textbox', { name: t.steps.company.phone }).fill('+976 9911 2233');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectSlow(page.getByText(fill(t.wizard.stepOf, { step: 2, total: 6 }))).toBeVisible();
  await expect(page.getByRole('radio', { name: t.sectors.technology })).toBeVisible();
});
