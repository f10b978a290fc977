/** Contact: registered office, e-mail, WhatsApp and phone, and the message form. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { ContactForm } from '../../widgets/contact-form/ContactForm.tsx';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';

export function ContactPage() {
  const { content } = useSite();
  const { contact } = content.company;
  const { site } = content;
  const { address } = site;
  return (
    <>
      <PageHero eyebrow="Contact" title={contact.title} lead={contact.lead} />
      <section className="section" aria-label="Contact details and message form">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2>Reach us directly</h2>
            <div className="contact-item">
              <span className="icon-card__icon tint-blue"><Icon name="map-pin" /></span>
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
              <span className="icon-card__icon tint-purple"><Icon name="mail" /></span>
              <div><h3>E-mail</h3><p><a href={`mailto:${site.email}`}>{site.email}</a></p></div>
            </div>
            <div className="contact-item">
              <span className="icon-card__icon tint-green"><Icon name="message" /></span>
              <div><h3>WhatsApp</h3><p><ExternalLink href={`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`}>Chat on WhatsApp ({site.whatsapp})</ExternalLink></p></div>
            </div>
            <div className="contact-item">
              <span className="icon-card__icon tint-orange"><Icon name="phone" /></span>
              <div><h3>Phone</h3><p><a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone.replace(/ /g, '\u00a0')}</a></p><p className="contact-item__note">{contact.hours}</p></div>
            </div>
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
