/** Bad inputs in links and images: schemes, origins, Markdown forms and content fields. */
import { PAPER as WHITEPAPER, POST, STUDY, appended, lineOf, yamlEdited, type BadInput } from './row.ts';
import { A_POST, CONTENT_FILES } from '../../helpers/content.ts';
import { setField } from '../../helpers/yaml-edits.ts';

const ABOUT = 'content/pages/about.md';

/** A row that sets one field of the brand's file (content/site.yml) to `value`, and expects the file, the line and the field named. */
const brandField = (name: string, field: string, value: string, says: (string | RegExp)[]) => yamlEdited(name, CONTENT_FILES.site, (text) => setField(text, field, value), field, says);

export const linkRows: BadInput[] = [
  appended('an image with no description', POST, '![](/favicon.svg)', ['the image "/favicon.svg" has no description']),
  appended('a link with no text', ABOUT, 'Questions? See [](/contact).', ['the link to "/contact" has no text']),
  {
    name: 'a blog post with a header and no article',
    arrange: async (site) => site.write(POST, (await site.read(POST)).replace(/(\n---\n)[\s\S]*$/, '$1')),
    says: [new RegExp(`${POST}:\\d+: has no article after its metadata header`)],
  },
  appended('a javascript: link in a blog post', POST, 'Ready to start? [Book a call](javascript:alert(document.cookie)) with our team.', [
    'the link to "javascript:alert(document.cookie)" uses the "javascript:" scheme',
  ]),
  appended('a JavaScript: link in mixed case on the about page', ABOUT, 'Curious? [Try it now](JavaScript:void(0)).', ['"javascript:" scheme']),
  appended('a scheme hidden behind a character reference (jav&#x61;script:)', POST, '[Claim your offer](jav&#x61;script:alert(1))', [
    'a browser reads it as "javascript:alert(1)"',
  ]),
  appended('a colon written as &colon; in a whitepaper', WHITEPAPER, 'Read [the appendix](javascript&colon;alert(1)).', ['a browser reads it as "javascript:alert(1)"']),
  appended('a tab inside the scheme (java<TAB>script:)', POST, 'See [the form](<java\tscript:alert(1)>).', ['"javascript:" scheme', 'a browser reads it as "javascript:alert(1)"']),
  appended('a control character pasted before the scheme', ABOUT, 'Write to [our team](<\u0001javascript:alert(1)>).', ['"javascript:" scheme']),
  appended('a vbscript: link in the privacy policy', 'content/legal/privacy.md', 'Old browsers may use [this form](vbscript:msgbox(1)).', ['"vbscript:" scheme']),
  appended('a data: image in a blog post', POST, '![Payout timeline](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', ['the image "data:image/svg+xml', '"data:" scheme']),
  appended('a file: link to a brochure on someone\'s laptop, in a whitepaper', WHITEPAPER, 'Download [the full report](file:///C:/Users/priya/Downloads/report.pdf).', ['"file:" scheme', 'put it in static/']),
  // The definition, two lines below the paragraph that uses it, is where the URL is written.
  appended('a reference definition with a javascript: URL on the about page', ABOUT, 'See [our pricing][pricing].\n\n[pricing]: javascript:alert(1)', ['the link definition [pricing]: "javascript:alert(1)"'], 3),
  appended('an autolink <javascript:…> in the terms', 'content/legal/terms.md', 'Questions? <javascript:alert(document.domain)>', ['the link to "javascript:alert(document.domain)"']),
  appended('a Windows path as a link in a blog post', POST, 'The [checklist](C:\\Users\\priya\\Desktop\\checklist.pdf) has the details.', ['is a path on a Windows computer']),
  appended('a relative link in a blog post', POST, 'Questions? [Contact us](contact).', ['"contact" is a relative path', 'like /contact']),
  appended('a web address without https:// in a whitepaper', WHITEPAPER, 'Details at [the DPDP portal](www.meity.gov.in/data-protection-framework).', ['write https://www.meity.gov.in/data-protection-framework']),
  appended('a "//host" link to another site in the disclaimer', 'content/legal/disclaimer.md', 'Our [status page](//status.partner.example/acme).', ['starts with "//"', 'https://status.partner.example/acme']),
  appended('a link left empty in a blog post', POST, '[Download the checklist]() and share it with your finance team.', ['the link to "" is empty']),
  appended('a stray "%" in a site path', POST, 'See [the festive offer](/offers/100%-cashback).', ['write a "%" in a path as %25']),
  appended('an image from another site in a blog post', POST, '![Dealer chart](https://cdn.partner.example/chart.png)', ['uses the "https:" scheme', 'a file in content/images/, written by its name']),
  {
    name: 'an image in a case study list, where only text is shown',
    arrange: (site) => site.edit(STUDY, /^## Results\n/m, '## Results\n- ![chart](data:image/png;base64,iVBORw0KGgo=) Repeat loans up\n'),
    says: [new RegExp(`${STUDY.replace('.', '\\.')}:${lineOf(STUDY, /^## Results$/m) + 1}:.*has an image`)],
  },
  brandField('a javascript: demo link in the brand\'s file', 'demoUrl', 'javascript:alert(1)', ['is "javascript:alert(1)", which uses the "javascript:" scheme']),
  brandField('a social link without https://', 'social.linkedin', 'linkedin.com/company/acme-deeptech', ['write https://linkedin.com/company/acme-deeptech']),
  brandField('a contact form that would post over http', 'forms.contact', 'http://forms.acme.example/contact', ['post over https']),
  {
    name: 'a "//" link to our own host that no page answers (a template)',
    arrange: (site) => site.edit('site/navigation.ts', /\{ label: '[^']*', href: paths\.contact \}/, "{ label: 'Pricing', href: '//www.acme.example/pricing' }"),
    // It is on every page: one problem, naming the first page and counting the others.
    says: [/page \/\S*: links to "\/\/www\.acme\.example\/pricing", but no file answers that path \(also on \d+ other pages: \//, '1 broken link:'],
  },
  // Absolute links to the site itself are allowed in content and checked against the output: the
  // verify stage names the content file and line they are written on, then the page.
  appended('an absolute link to our own origin with no page behind it', POST, 'See [our pricing]({{origin}}/pricing).', [
    `links to "https://www.acme.example/pricing", but no file answers that path (on page ${A_POST.page})`,
  ]),
  appended('an http:// link to our own host with no page behind it', ABOUT, 'Our [press kit](http://www.acme.example/press-kit) has logos.', [
    'links to "http://www.acme.example/press-kit", but no file answers that path (on page /about)',
  ]),
];
