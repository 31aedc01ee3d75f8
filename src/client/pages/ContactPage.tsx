import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/PageHeader';
import { ContactForm } from '../features/contact/ContactForm';
import { ContactInfo } from '../features/contact/ContactInfo';

/** Spec §2 Contact: the contact details and the form. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="page contact">
      <PageHeader title={t('contact.title')} lead={t('contact.subtitle')} />
      <div className="contact-layout">
        <ContactInfo />
        <ContactForm />
      </div>
    </div>
  );
}
