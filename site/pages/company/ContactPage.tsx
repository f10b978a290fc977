/** Contact: registered office, e-mail, WhatsApp, phone and the regional offices beside the message form. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { ContactForm } from '../../widgets/contact-form/ContactForm.tsx';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';
import { IconBadge } from '../../components/icon-cards/IconCards.tsx';
import { EmailAddress } from '../../components/email-address/EmailAddress.tsx';
import { ContactScene } from './CompanyScenes.tsx';

export function ContactPage() {
  const { content } = useSite();
  const { contact } = content.company;
  const { site } = content;
  const { address } = site;
  const regional = content.company.facts.offices.filter((office) => !office.headOffice);
  return (
    <>
      <PageHero eyebrow="Contact" title={contact.title} lead={contact.lead} art={<ContactScene />} />
      <section className="section" aria-label="Contact details and message form">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2>Reach us directly</h2>
            <div className="contact-item">
              <IconBadge name="map-pin" tint="blue" />
              <div>
                <h3>{contact.officeLabel}</h3>
                <address>
                  {site.legalName}<br />
                  {address.street}<br />
                  {address.locality}, {address.city} {address.postalCode}<br />
                  Delhi, {address.country}
                </address>
              </div>
            </div>
            <div className="contact-item">
              <IconBadge name="mail" tint="purple" />
              <div><h3>E-mail</h3><p><a href={`mailto:${site.email}`}><EmailAddress address={site.email} /></a></p></div>
            </div>
            <div className="contact-item">
              <IconBadge name="message" tint="green" />
              <div><h3>WhatsApp</h3><p><ExternalLink href={`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`}>Chat on WhatsApp ({site.whatsapp})</ExternalLink></p></div>
            </div>
            <div className="contact-item">
              <IconBadge name="phone" tint="orange" />
              <div><h3>Phone</h3><p><a href={`tel:${site.phone.replace(/[\s-]/g, '')}`}>{site.phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')}</a></p><p className="contact-item__note">{contact.hours}</p></div>
            </div>
            {regional.length > 0 && (
              <div className="contact-offices">
                <h3>Regional offices</h3>
                <ul>
                  {regional.map((office) => (
                    <li key={office.city}><strong>{office.city}</strong> <span>{office.purpose}</span></li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div className="contact-form-panel">
            <h2>Send us a message</h2>
            <ContactForm email={site.email} endpoint={site.forms.contact} />
          </div>
        </div>
      </section>
    </>
  );
}
