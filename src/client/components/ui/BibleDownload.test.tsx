// @vitest-environment jsdom
/**
 * "Download this Bible": the size before, the progress while it arrives, then the space it takes
 * with Remove; Update when the server's copy changed; a failure said; in Telugu too.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { prepareLanguage } from '../../i18n';
import type { StoredBible } from '../../lib/bible-download/store';
import { resetOfflineBibles } from '../../lib/bible-download/offline-bibles';
import { BibleDownload } from './BibleDownload';

const lib = vi.hoisted(() => ({
  stored: [] as StoredBible[],
  progress: null as ((share: number) => void) | null,
  finish: null as (() => void) | null,
  newer: null as { size: number; bytes: number; etag: string } | null,
  fail: false,
}));

vi.mock('../../lib/bible-download/download', () => ({
  // 1.2 MB over the wire, 7 MB of JSON: what the copy takes on the device
  bibleSize: async () => ({ size: 1_234_000, bytes: 7_030_000, etag: '"v1"' }),
  newerBible: async () => lib.newer,
  downloadBible: (id: string, onProgress: (share: number) => void) =>
    new Promise((resolve, reject) => {
      lib.progress = onProgress;
      lib.finish = () =>
        lib.fail
          ? reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
          : resolve({
              text: { id, name: 'King James Version', language: 'en', books: [] },
              etag: '"v1"',
              bytes: 7_030_000,
            });
    }),
}));
vi.mock('../../lib/bible-download/store', () => ({
  storedBibles: async () => lib.stored,
  storeBible: async (text: { id: string; name: string; language: string }, etag: string, bytes: number) => ({
    ...text,
    etag,
    bytes,
    chapters: 1189,
    storedAt: '2026-11-26T12:00:00Z',
  }),
  removeBible: async () => {},
}));

beforeAll(async () => {
  await prepareLanguage('en');
  await prepareLanguage('te');
});
beforeEach(() => {
  resetOfflineBibles();
  Object.assign(lib, { stored: [], progress: null, finish: null, newer: null, fail: false });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const WAIT = { timeout: 5000 };

describe('BibleDownload', () => {
  it('gives one measure before, during and after: the space the Bible takes on the device (issue 43)', async () => {
    render(<BibleDownload id="KJV" name="King James Version" compact />);
    // not the compressed 1.2 MB before and the stored 7 MB after
    expect(await screen.findByText('Takes 7 MB on this device', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download this Bible' }));
    act(() => lib.progress!(0.5));
    expect(screen.getByRole('status').textContent).toBe('Downloading King James Version: 3.5 MB of 7 MB');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0.5);
    await act(async () => lib.finish!());
    expect(await screen.findByText('Downloaded: 7 MB', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the downloaded King James Version' }));
    expect(await screen.findByRole('button', { name: 'Download this Bible' }, WAIT)).toBeTruthy();
  });

  it('holds the place of the size unseen until it is known, and names it to screen readers only then', async () => {
    render(<BibleDownload id="KJV" name="King James Version" compact />);
    const held = await screen.findByText('Takes 8.8 MB on this device', {}, WAIT);
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.className).toBe('placeholder');
    const button = await screen.findByRole('button', { name: 'Download this Bible' }, WAIT);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    await screen.findByText('Takes 7 MB on this device', {}, WAIT);
    expect(screen.queryByText('Takes 8.8 MB on this device')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe('bible-size-KJV');
  });

  it('offers the newer copy when the server has one', async () => {
    lib.stored = [
      {
        id: 'KJV',
        name: 'King James Version',
        language: 'en',
        etag: '"v0"',
        bytes: 7_030_000,
        chapters: 1189,
        storedAt: '2026-01-01T00:00:00Z',
      },
    ];
    lib.newer = { size: 1_250_000, bytes: 7_120_000, etag: '"v1"' };
    render(<BibleDownload id="KJV" name="King James Version" />);
    expect(
      await screen.findByText(/A newer copy of this Bible is available \(7\.1 MB\)/, {}, WAIT),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('says when the browser could not keep it, and in Telugu', async () => {
    await i18n.changeLanguage('te');
    lib.fail = true;
    render(<BibleDownload id="KJV" name="King James Version" />);
    await userEvent.click(await screen.findByRole('button', { name: 'King James Version డౌన్‌లోడ్ చేయండి' }, WAIT));
    await act(async () => lib.finish!());
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('భద్రపరచలేకపోయింది');
    expect(screen.getByRole('button', { name: 'మళ్లీ ప్రయత్నించండి' })).toBeTruthy();
  });
});
