// @vitest-environment jsdom
/**
 * The contact form never cuts what is typed or pasted (issue 43): no field has a maxlength (the
 * browser cuts a paste there without a word); the message shows its count, and a message over the
 * limit is refused with the count and the limit in the visitor's language before anything is sent.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { prepareLanguage } from '../../i18n';
import { ContactForm } from './ContactForm';

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('fr');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ContactForm', () => {
  it('keeps a 5,530-character message whole, says it is too long and by how much, and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    for (const box of screen.getAllByRole('textbox')) expect(box.hasAttribute('maxlength')).toBe(false);
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'word '.repeat(1106) } });
    expect(message.value.length).toBe(5530);
    expect(screen.getByText(/5,530 \/ 5,000/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lydia' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'lydia@example.org' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Acts 16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText(/5,530 characters.*5,000/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
