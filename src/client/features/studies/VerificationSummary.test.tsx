// @vitest-environment jsdom
/** "What was checked": quotations left unchecked by the limit of one check are said, never dropped (issue 26). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../../i18n';
import { VerificationSummary } from './VerificationSummary';

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
});
