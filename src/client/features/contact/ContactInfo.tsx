import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** The configured contact details (GET /api/site): email, phone, address, each only when set. */
export function ContactInfo() {
  const { t } = useTranslation();
  const site = useEndpoint(ENDPOINTS.site, {});
  const contact = site.data?.contact;
  if (!contact || !(contact.email || contact.phone || contact.address)) return null;
  return (
    <ul className="contact-info">
      {contact.email && (
        <li>
          <Mail size={18} aria-hidden /> <span className="muted">{t('contact.email')}:</span>{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      )}
      {contact.phone && (
        <li>
          <Phone size={18} aria-hidden /> <span className="muted">{t('contact.phone')}:</span>{' '}
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </li>
      )}
      {contact.address && (
        <li>
          <MapPin size={18} aria-hidden /> <span className="muted">{t('contact.address')}:</span>{' '}
          {contact.address}
        </li>
      )}
    </ul>
  );
}
