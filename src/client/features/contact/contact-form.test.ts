import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-form';

const valid = {
  name: 'Lydia',
  email: 'lydia@example.org',
  subject: 'Acts 16',
  message: 'A seller of purple.',
};

describe('checkContact (the shared ContactSchema, as the form shows it)', () => {
  it('accepts what the server accepts', () => {
    expect(checkContact(valid)).toEqual({});
  });

  it('asks for every field, then checks the email, the lengths and the characters', () => {
    expect(checkContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: ['contact.required'],
      email: ['contact.required'],
      subject: ['contact.required'],
      message: ['contact.required'],
    });
    expect(checkContact({ ...valid, email: 'not-an-email' })).toEqual({ email: ['contact.invalidEmail'] });
    expect(checkContact({ ...valid, message: 'short' })).toEqual({
      message: ['contact.tooShort', { min: 10 }],
    });
    expect(checkContact({ ...valid, name: 'x'.repeat(101) })).toEqual({
      name: ['contact.tooLongCount', { max: 100, count: 101 }],
    });
    expect(checkContact({ ...valid, subject: 'bell\u0007' })).toEqual({
      subject: ['apiErrors.text_invalid_characters'],
    });
  });
});
