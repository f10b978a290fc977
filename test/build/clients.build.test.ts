/**
 * Clients both ways (site/model/clients.ts): on a scratch copy, one client with a case study is
 * given permission, a name, an SVG logo and a quote, and another a name and a PNG logo but no
 * permission; the first leader is given a photo. The home page's strip, the case-study cards and
 * pages then show the first by its logo and name, every other client by its drawn mark and
 * description, and the second's name nowhere; About shows the photo, and a monogram for the rest,
 * and every certification and recognition as a badge.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { loadPage, text } from '../helpers/built-pages.ts';
import { CONTENT_FILES, realContent } from '../helpers/content.ts';
import { setField } from '../helpers/yaml-edits.ts';
import { gradientPhoto } from '../helpers/gradient-photo.ts';
import { paths } from '../../site/paths.ts';
import { LOGO_HEIGHT, LOGO_PNG_HEIGHT } from '../../site/model/clients.ts';
import { PORTRAIT_SIZE } from '../../site/model/portraits.ts';
// From the model, not the component: a .tsx loaded before build.ts would load React in development mode.
import { initialsOf } from '../../site/model/portraits.ts';

const { company, caseStudies } = await realContent();
const [named, unnamed] = company.clients.filter((c) => c.caseStudy);
const NAME = 'Sunrise Foods';
const HIDDEN_NAME = 'Harbour Cement';
const QUOTE = { text: 'Our dealers now see their earnings the same day.', person: 'Asha Menon', role: 'Head of Channel Sales' };
const PHOTO_ALT = 'The chief executive at the Delhi office';
const [leader, ...otherLeaders] = company.facts.leadership;

let site: ScratchSite;
let built: { code: number; stdout: string; stderr: string };

test.before(async () => {
  site = await scratchSite();
  await site.write('content/images/sunrise-foods.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#4f46e5"/></svg>');
  await site.write('content/images/harbour-cement.png', await gradientPhoto(240, LOGO_PNG_HEIGHT, 'png'));
  await site.write('content/images/leader.jpg', await gradientPhoto(400, 500, 'jpeg'));
  const given: [string, Record<string, unknown>][] = [
    [`clients[${company.clients.indexOf(named)}]`, { publicName: true, name: NAME, logo: 'sunrise-foods.svg', quote: QUOTE }],
    [`clients[${company.clients.indexOf(unnamed)}]`, { name: HIDDEN_NAME, logo: 'harbour-cement.png', quote: { ...QUOTE, person: 'Ravi Shetty' } }],
    ['facts.leadership[0]', { photo: 'leader.jpg', photoAlt: PHOTO_ALT }],
  ];
  await site.change(CONTENT_FILES.company, (text) => given.reduce((edited, [record, fields]) =>
    Object.entries(fields).reduce((withField, [field, value]) => setField(withField, `${record}.${field}`, value), edited), text));
  built = await site.run('build.ts');
});

test.after(() => site?.cleanup());

/** The logo `<img>` inside `root`: its file written, drawn LOGO_HEIGHT tall, its name beside it. */
function assertLogo(root: Element | null | undefined, where: string) {
  const img = root?.querySelector('img.client-id__logo');
  assert.ok(img, `${where}: no logo`);
  assert.ok(existsSync(path.join(site.out, img!.getAttribute('src')!)), `${where}: ${img!.getAttribute('src')} was not written`);
  assert.is(img!.getAttribute('height'), String(LOGO_HEIGHT));
  assert.is(img!.getAttribute('alt'), '', 'the name beside it says who it is');
  assert.match(text(root), NAME);
}

/** A client shown without permission in `root`: its drawn mark and description, no logo and no name. */
function assertMark(root: Element | null | undefined, description: string, where: string) {
  assert.ok(root?.querySelector('svg.client-mark[aria-hidden="true"]'), `${where}: no drawn mark`);
  assert.not.ok(root!.querySelector('img'), `${where}: a logo without permission`);
  assert.match(text(root), description);
}

test('the build passes', () => assert.is(built.code, 0, built.stderr));

test('the home page\'s strip: the client with permission by logo and name, every other by mark and description', async () => {
  const home = await loadPage(paths.home, site.out);
  const items = [...home.querySelectorAll('.client-strip__item')];
  assert.is(items.length, company.clients.length);
  company.clients.forEach((client, i) => (client === named ? assertLogo(items[i], 'strip') : assertMark(items[i], client.description, `strip item ${i}`)));
  assert.not.match(text(home.body), HIDDEN_NAME);
  assert.not.match(text(home.body), 'Ravi Shetty');
});

test('case-study cards and pages show the client\'s logo with permission, the mark without', async () => {
  const cardOf = async (id: string) => {
    for (let page = 1; page <= caseStudies.length; page++) {
      const listing = await loadPage(paths.caseStudiesListing(undefined, page), site.out);
      const card = [...listing.querySelectorAll('.cs-card')].find((c) => c.querySelector(`a[href="${paths.caseStudy(id)}"]`));
      if (card) return { card, listing };
    }
    throw new Error(`no card links to ${id}`);
  };
  const first = await cardOf(named.caseStudy!);
  assertLogo(first.card.querySelector('.cs-card__brand'), 'card');
  assert.ok(first.listing.querySelector('.client-strip'), 'the listing has the strip too');
  const second = await cardOf(unnamed.caseStudy!);
  assertMark(second.card.querySelector('.cs-card__brand'), unnamed.description, 'card');

  const page = await loadPage(paths.caseStudy(named.caseStudy!), site.out);
  assertLogo(page.querySelector('.resource-facts'), 'page');
  assert.match(text(page.querySelector('.client-quote')), QUOTE.text);
  assert.match(text(page.querySelector('.client-quote figcaption')), `${QUOTE.person}, ${QUOTE.role}, ${NAME}`);
  const other = await loadPage(paths.caseStudy(unnamed.caseStudy!), site.out);
  assertMark(other.querySelector('.resource-facts'), unnamed.description, 'page');
  // Without permission, the quote keeps the role and the description, never the person's name or the client's.
  assert.is(text(other.querySelector('.client-quote figcaption')), `${QUOTE.role}, ${unnamed.description}`);
  assert.not.match(text(other.body), HIDDEN_NAME);
  assert.not.match(text(other.body), 'Ravi Shetty');
});

test('About: the leader with a photo shows it, square; the others a drawn monogram of their initials', async () => {
  const about = await loadPage(paths.about, site.out);
  const cards = [...about.querySelectorAll('.leader')];
  assert.is(cards.length, company.facts.leadership.length);
  const img = cards[0].querySelector('picture.leader__picture img')!;
  assert.is(img.getAttribute('alt'), PHOTO_ALT);
  assert.is(img.getAttribute('width'), String(PORTRAIT_SIZE));
  assert.is(img.getAttribute('height'), String(PORTRAIT_SIZE));
  assert.ok(existsSync(path.join(site.out, img.getAttribute('src')!)));
  assert.match(text(cards[0]), leader.name);
  otherLeaders.forEach((person, i) => {
    const monogram = cards[i + 1].querySelector('svg.monogram[aria-hidden="true"]');
    assert.ok(monogram, `${person.name}: no monogram`);
    assert.is(text(monogram), initialsOf(person.name));
  });
});

test('About: every certification and recognition as a drawn badge with its name and scope as text', async () => {
  const about = await loadPage(paths.about, site.out);
  const badges = [...about.querySelectorAll('.certification-list .fact-badge')];
  const facts = [...company.facts.certifications, ...company.facts.recognitions];
  assert.is(badges.length, facts.length);
  facts.forEach((fact, i) => {
    assert.ok(badges[i].querySelector('svg[aria-hidden="true"]'), `${fact.name}: no drawing`);
    assert.is(text(badges[i].querySelector('.fact-badge__name')), fact.name);
    assert.is(text(badges[i].querySelector('.fact-badge__scope')), fact.scope);
  });
});

test.run();
