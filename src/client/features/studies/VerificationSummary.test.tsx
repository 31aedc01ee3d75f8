// @vitest-environment jsdom
/** "What was checked": quotations left unchecked by the limit of one check are said, never dropped (issue 26). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { prepareLanguage } from '../../i18n';
import { VerificationSummary } from './VerificationSummary';
import { QuoteMark } from './StudyMarks';
import { flagWords } from './study-marks';

beforeAll(async () => {
  await prepareLanguage('en');
});
afterEach(cleanup);

describe('VerificationSummary', () => {
  it('says how many quotations were too long to check, and nothing when none', () => {
    const { rerender } = render(
      <VerificationSummary
        references={[]}
        quotations={[{ status: 'exact' }]}
        translations={['KJV']}
        capped={178}
      />,
    );
    expect(
      screen.getByText(
        /longer than any passage a study quotes \(over 1,200 words\): 178\. Check a shorter part of each\./,
      ),
    ).toBeTruthy();
    rerender(
      <VerificationSummary references={[]} quotations={[{ status: 'exact' }]} translations={['KJV']} />,
    );
    expect(screen.queryByText(/longer than any passage/)).toBeNull();
  });

  it('says how many quotations cite a passage too long to check (over 200 verses), and each is marked so', async () => {
    const overlong = { start: 0, end: 10, status: 'overlong' as const, translation: 'KJV', expected: null };
    render(
      <VerificationSummary
        references={[]}
        quotations={[{ status: 'exact' }, overlong, overlong]}
        translations={['KJV']}
      />,
    );
    expect(
      screen.getByText(
        'Quotations not checked because the passage they cite is over 200 verses long and their words are not in its first 200: 2. Cite the verses the words are in.',
      ),
    ).toBeTruthy();
    render(<QuoteMark q={overlong} />);
    expect(
      screen.getByText(
        /not checked: the passage cited is over 200 verses long, and these words are not in its first 200/,
      ),
    ).toBeTruthy();
    // in each language, with the limit
    for (const lang of ['es', 'fr', 'te'] as const) {
      await prepareLanguage(lang);
      const words = flagWords(i18n.getFixedT(lang));
      expect(words.quote(overlong, lang)).toMatch(/200/);
      expect(words.quote(overlong, lang)).not.toMatch(/verify\.|passage cited/);
    }
  });
});
