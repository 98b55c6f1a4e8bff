import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnGuide from '../../../locales/mn/guide.json';
import enGuide from '../../../locales/en/guide.json';
import { ARTICLE_STEPS, HELP_GUIDES, SETTINGS_GUIDES, filterGuides, stepKeys, type ArticleId } from '../../../src/features/guide/data/guides';
import { GUIDE_MEDIA, sectionPages } from '../../../src/features/guide/data/guide-media';
import { tour } from '../../../src/features/guide/tour/tour-store';
import { json } from '../console/fake-fetch';
import { renderApp, resetBrowserState } from '../console/render-app';

beforeEach(async () => {
  await resetBrowserState();
  tour.reset();
});
afterEach(cleanup);

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));

const guideList = () => screen.getByRole('list', { name: mnGuide.helpGuides.title });
const cardTitles = () =>
  within(guideList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const titleOf = (id: ArticleId) => mnGuide.articles[id].title;

function renderGuide(path = '/guide/general') {
  return renderApp(path, { handlers: { 'GET /api/tour': () => json(200, { seen: true }) } });
}

describe('guide content', () => {
  it('filters help guides by kind', () => {
    expect(filterGuides(HELP_GUIDES, 'all')).toHaveLength(HELP_GUIDES.length);
    const videos = filterGuides(HELP_GUIDES, 'video');
    const pdfs = filterGuides(HELP_GUIDES, 'pdf');
    expect(videos.length).toBeGreaterThan(0);
    expect(pdfs.length).toBeGreaterThan(0);
    expect(videos.every((g) => g.kind === 'video') && pdfs.every((g) => g.kind === 'pdf')).toBe(true);
    expect([...videos, ...pdfs].map((g) => g.id).sort()).toEqual(HELP_GUIDES.map((g) => g.id).sort());
  });

  it('has every guide’s title, description and exactly its steps in both languages', () => {
    const ids = [...HELP_GUIDES.map((g) => g.id), ...SETTINGS_GUIDES];
    expect(Object.keys(ARTICLE_STEPS).sort()).toEqual([...ids].sort());
    for (const locale of [mnGuide, enGuide]) {
      expect(Object.keys(locale.articles).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const article = locale.articles[id];
        expect(article.title.trim(), id).not.toBe('');
        expect(article.description.trim(), id).not.toBe('');
        expect(Object.keys(article.steps), id).toEqual(stepKeys(id));
      }
    }
  });

  it('has the same keys in mn and en, and no English in the Mongolian text but product and protocol names', () => {
    const mn = new Map(flatten(mnGuide as Tree));
    const en = new Map(flatten(enGuide as Tree));
    expect([...en.keys()].sort()).toEqual([...mn.keys()].sort());
    const names = new Set([
      'PDF',
      'Gmail',
      'Google',
      'Workspace',
      'IMAP',
      'SMTP',
      'POP',
      'SSL',
      'TLS',
      'STARTTLS',
      'Facebook',
      'Meta',
      'Business',
      'Suite',
      'Messenger',
      'Viber',
      'CSV',
      'Excel',
      'Enter',
      'HTML',
      'imap',
      'smtp',
      'gmail',
      'com',
      'head',
      'body',
      'mn',
      'en',
    ]);
    for (const [key, value] of mn) {
      const latin = (value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? []).filter((word) => !names.has(word));
      expect(latin, `mn guide:${key} = ${value}`).toEqual([]);
    }
  });
});

describe('/guide/general', () => {
  it('lists the help guides as video and PDF entries with their length, filtered by kind', async () => {
    const { router } = renderGuide();
    expect(await screen.findByRole('heading', { level: 1, name: mnGuide.title })).toBeTruthy();
    expect(cardTitles()).toEqual(HELP_GUIDES.map((g) => titleOf(g.id)));
    const live = within(screen.getByRole('article', { name: titleOf('live_chat') }));
    expect(live.getByText(mnGuide.helpGuides.video)).toBeTruthy();
    // The lengths of the made guides (npm run guides): the chapter's seconds, the section's pages.
    const media = GUIDE_MEDIA.mn!;
    const [start, end] = media.video.chapters.live_chat!;
    expect(live.getByText(`${Math.round(end - start)} сек`)).toBeTruthy();
    const contacts = within(screen.getByRole('article', { name: titleOf('contacts') }));
    expect(contacts.getByText(mnGuide.helpGuides.pdf)).toBeTruthy();
    expect(contacts.getByText(`${sectionPages(media.pdf, 'contacts')} хуудас`)).toBeTruthy();

    const tabs = screen.getByRole('tablist', { name: mnGuide.helpGuides.filter });
    fireEvent.click(within(tabs).getByRole('tab', { name: mnGuide.helpGuides.pdf }));
    await waitFor(() => expect(cardTitles()).toEqual(HELP_GUIDES.filter((g) => g.kind === 'pdf').map((g) => titleOf(g.id))));
    expect(router.state.location.search).toBe('?kind=pdf');
    fireEvent.click(within(tabs).getByRole('tab', { name: mnGuide.helpGuides.video }));
    await waitFor(() => expect(cardTitles()).toEqual(HELP_GUIDES.filter((g) => g.kind === 'video').map((g) => titleOf(g.id))));
  });

  it('lands on the kind a link names', async () => {
    renderApp('/guide/general?kind=video', { handlers: { 'GET /api/tour': () => json(200, { seen: true }) } });
    await screen.findByRole('heading', { level: 1, name: mnGuide.title });
    expect(cardTitles()).toEqual(HELP_GUIDES.filter((g) => g.kind === 'video').map((g) => titleOf(g.id)));
  });

  it('opens a guide from its link, with its steps in order, and goes back to the list', async () => {
    const { router } = renderGuide('/guide/general?kind=video');
    await screen.findByRole('heading', { level: 1, name: mnGuide.title });
    const link = within(screen.getByRole('article', { name: titleOf('issues') })).getByRole('link', { name: mnGuide.helpGuides.open });
    expect(link.getAttribute('href')).toBe('?kind=video&article=issues');
    fireEvent.click(link);
    const list = await screen.findByRole('list', { name: mnGuide.article.steps });
    const article = within(list.closest('article')!);
    await waitFor(() => expect(article.getByRole('heading', { level: 2, name: titleOf('issues') })).toBe(document.activeElement));
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(Object.values(mnGuide.articles.issues.steps));
    expect(router.state.location.search).toBe('?kind=video&article=issues');
    // The lists give way to the guide being read.
    expect(screen.queryByRole('list', { name: mnGuide.helpGuides.title })).toBeNull();

    fireEvent.click(article.getByRole('button', { name: mnGuide.article.back }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=video'));
    await waitFor(() => expect(cardTitles()).toEqual(HELP_GUIDES.filter((g) => g.kind === 'video').map((g) => titleOf(g.id))));
  });

  it('has the settings guides for Gmail, mail, web chat and Facebook; the web chat one says where the snippet goes', async () => {
    const { router } = renderGuide('/guide/general?article=web_chat');
    const article = within((await screen.findByRole('list', { name: mnGuide.article.steps })).closest('article')!);
    expect(article.getByRole('heading', { level: 2, name: mnGuide.articles.web_chat.title })).toBeTruthy();
    expect(article.getByText(/Тохиргоо → Веб чат/)).toBeTruthy();
    expect(article.getByText(/<\/head> эсвэл <\/body>/)).toBeTruthy();
    fireEvent.click(article.getByRole('button', { name: mnGuide.article.back }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const settings = await screen.findByRole('list', { name: mnGuide.settingsGuides.title });
    expect(
      within(settings)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(SETTINGS_GUIDES.map((id) => mnGuide.articles[id].title));
    fireEvent.click(within(screen.getByRole('article', { name: mnGuide.articles.facebook.title })).getByRole('link', { name: mnGuide.settingsGuides.open }));
    const facebook = await screen.findByRole('list', { name: mnGuide.article.steps });
    expect(within(facebook).getAllByRole('listitem')).toHaveLength(ARTICLE_STEPS.facebook);
    expect(within(facebook).getByText(mnGuide.articles.facebook.steps.s3)).toBeTruthy();
  });

  it('restarts the tour and offers the feedback dialog', async () => {
    renderGuide();
    await screen.findByRole('heading', { level: 1, name: mnGuide.title });
    fireEvent.click(screen.getByRole('button', { name: mnGuide.tourCard.start }));
    const step = within(await screen.findByRole('dialog', { name: mnGuide.tour.steps.main_menu.title }));
    expect(step.getByText('1 / 8')).toBeTruthy();
    fireEvent.click(step.getByRole('button', { name: mnGuide.tour.skip }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page's own button (the header has an icon-only one too).
    const onPage = screen.getAllByRole('button', { name: mnGuide.feedback.open }).filter((b) => !b.closest('header'));
    expect(onPage).toHaveLength(1);
    fireEvent.click(onPage[0]);
    expect(await screen.findByRole('dialog', { name: mnGuide.feedback.title })).toBeTruthy();
  });
});

describe('/guide', () => {
  it('shows the same help in the guide layout, under the Guide title, with a way back home', async () => {
    const { router } = renderGuide('/guide');
    expect(await screen.findByRole('heading', { level: 1, name: mnGuide.guideTitle })).toBeTruthy();
    expect(cardTitles()).toHaveLength(HELP_GUIDES.length);
    fireEvent.click(screen.getByRole('button', { name: mnCommon.notFound.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('runs the tour from the guide layout where its targets are: on the home screen, beside the main menu', async () => {
    const { router } = renderGuide('/guide');
    fireEvent.click(await screen.findByRole('button', { name: mnGuide.tourCard.start }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: mnGuide.tour.steps.main_menu.title })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: mnCommon.header.mainMenu, hidden: true })).toBeTruthy();
  });
});
