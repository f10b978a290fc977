/**
 * A client as the site may show it (site/model/clients.ts): with permission (`publicName: true`),
 * its logo and name; without it, a drawn industry mark and the anonymised description, never a
 * made-up logo. The mark is flat geometric (docs/design.md, "Illustration style"): a rounded tile,
 * a soft glow, a ground band and the industry's icon on a disc, coloured by --ill-* tokens only.
 * It is decorative (aria-hidden): the description beside it carries the information. No ids, so
 * it can appear twice on a page (card and dialog).
 */
import { isPublic, type Client } from '../../model/clients.ts';
import { iconPaths } from '../../icons/paths.ts';

/** The disc's colour, one of four, by the client's place in the list. */
const DISCS = ['brand', 'accent', 'accent-2', 'accent-3'] as const;

export function IndustryMark({ client, index = 0, size = 48 }: { client: Client; index?: number; size?: number }) {
  return (
    <svg className={`client-mark client-mark--${DISCS[index % DISCS.length]}`} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect className="client-mark__tile" width="64" height="64" rx="16" />
      <circle className="client-mark__glow" cx="32" cy="28" r="22" />
      <rect className="client-mark__ground" x="8" y="48" width="48" height="8" rx="4" />
      <circle className="client-mark__disc" cx="32" cy="28" r="16" />
      <svg x="21" y="17" width="22" height="22" viewBox="0 0 24 24" className="client-mark__icon" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" dangerouslySetInnerHTML={{ __html: iconPaths[client.icon] }} />
    </svg>
  );
}

/** The logo and name of a client with permission, else its mark and description; `index` is its place in content/company.yml. */
export function ClientIdentity({ client, index, size }: { client: Client; index?: number; size?: number }) {
  const logo = isPublic(client) ? client.logoFile : undefined;
  return (
    <span className="client-id">
      {logo ? <img className="client-id__logo" src={logo.url} width={logo.width} height={logo.height} alt="" /> : <IndustryMark client={client} index={index} size={size} />}
      <span className="client-id__name">{logo ? client.name : client.description}</span>
    </span>
  );
}

/** What someone at the client said: their name only with permission, their role always. */
export function ClientQuote({ client }: { client: Client }) {
  if (!client.quote) return null;
  const { text, person, role } = client.quote;
  const who = isPublic(client) ? `${person}, ${role}, ${client.name}` : `${role}, ${client.description}`;
  return (
    <figure className="client-quote">
      <blockquote><p>{text}</p></blockquote>
      <figcaption>{who}</figcaption>
    </figure>
  );
}

/** The client a case study tells of, and its place in the list, if content/company.yml names one. */
export function clientOf(clients: readonly Client[], caseStudy: string): { client: Client; index: number } | undefined {
  const index = clients.findIndex((c) => c.caseStudy === caseStudy);
  return index < 0 ? undefined : { client: clients[index], index };
}
