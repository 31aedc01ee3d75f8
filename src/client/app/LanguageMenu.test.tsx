// @vitest-environment jsdom
/**
 * The language menu waits for its Telugu face before it opens (LanguageMenu.tsx). What the user
 * does in that wait wins: an Escape or a press outside cancels the opening (CI saw the menu open
 * after an Escape had already been pressed).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { prepareLanguage } from '../i18n';
import type * as I18n from '../i18n';
import { LanguageMenu } from './LanguageMenu';

const face = vi.hoisted(() => ({ arrive: () => {} }));
vi.mock('../i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadMenuFont: () => undefined,
  menuFontReady: () => new Promise<void>((resolve) => (face.arrive = resolve)),
}));

beforeAll(async () => {
  await prepareLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const button = () => screen.getByRole('button', { name: /Choose language/ });
const faceArrives = () => act(async () => face.arrive());

describe('the language menu', () => {
  it('opens once its face is there, on the current language', async () => {
    render(<LanguageMenu />);
    fireEvent.click(button());
    expect(screen.queryByRole('menu')).toBeNull();
    await faceArrives();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('true');
  });

  it('stays closed when Escape is pressed before the face arrives', async () => {
    render(<LanguageMenu />);
    fireEvent.click(button());
    fireEvent.keyDown(button(), { key: 'Escape' });
    await faceArrives();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays closed after a press outside or a second click in that wait', async () => {
    render(<LanguageMenu />);
    fireEvent.click(button());
    fireEvent.pointerDown(document.body);
    await faceArrives();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button());
    fireEvent.click(button());
    await faceArrives();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
