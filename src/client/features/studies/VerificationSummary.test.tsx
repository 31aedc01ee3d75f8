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
  it('says how many quotations the limit of one check left unchecked, and nothing when none', () => {
    const { rerender } = render(
      <VerificationSummary
        references={[]}
        quotations={[{ status: 'exact' }]}
        translations={['KJV']}
        capped={178}
      />,
    );
    expect(
      screen.getByText(/more comparing than one check does: 178\. Check them in a shorter text\./),
    ).toBeTruthy();
    rerender(
      <VerificationSummary references={[]} quotations={[{ status: 'exact' }]} translations={['KJV']} />,
    );
    expect(screen.queryByText(/more comparing than one check does/)).toBeNull();
  });
});
