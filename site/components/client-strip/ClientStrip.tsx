/**
 * The clients strip (home page, /case-studies): every client in content/company.yml, each by its
 * logo and name where it has given permission, else by its industry mark and description
 * (ClientMark.tsx). A plain list: it wraps, never scrolls or moves.
 */
import { useSite } from '../../site-context.tsx';
import { ClientIdentity } from './ClientMark.tsx';

export function ClientStrip({ title = 'Trusted by enterprises across India' }: { title?: string }) {
  const { clients } = useSite().content.company;
  return (
    <section className="section client-strip" aria-labelledby="client-strip-title">
      <div className="container">
        <h2 className="client-strip__title" id="client-strip-title">{title}</h2>
        <ul className="client-strip__list">
          {clients.map((client, i) => (
            <li className="client-strip__item" key={`${client.description}-${i}`}>
              <ClientIdentity client={client} index={i} />
              <span className="client-strip__industry">{client.industry}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
