// @vitest-environment jsdom
/** The study view as a reader sees it: the format's blocks and styles, and the reference check's marks. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n';
import { checkedStudy, text } from './checked-study.fixture';
import { StudyView } from './StudyView';

const answers: Record<string, unknown> = {
  '/api/translations': [{ id: 'KJV', language: 'en' }],
  '/api/passages': { translation: 'KJV', verses: [{ verse: 11, text: 'She said, No man, Lord.' }] },
};

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(answers[url.split('?')[0]] ?? {}, { status: 200 })),
  );
  await prepareLanguage('en');
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

function showChecked() {
  const v = checkedStudy.verification!;
  return render(
    <MemoryRouter>
      <StudyView
        text={text}
        references={checkedStudy.references}
        translation="KJV"
        quotations={v.quotations}
        hints={v.hints}
      />
    </MemoryRouter>,
  );
}

describe('StudyView', () => {
  it('shows headings, bullets from `* ` and `- ` in one list, bold and italic without their stars', () => {
    const { container } = showChecked();
    expect(screen.getByRole('heading', { level: 4, name: 'Mary Magdalene' })).toBeTruthy();
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 12))).toEqual([
      '"Go, and sin',
      '"Neither do ',
      'Read John 22',
    ]);
    expect(screen.getByText('Apply:').tagName).toBe('STRONG');
    expect(screen.getByText('Him').tagName).toBe('EM');
    expect(screen.getByText('Apply:').closest('p')?.textContent).toBe('Apply: follow Him.');
    // a reference inside bold is a bold link
    expect(screen.getByRole('link', { name: 'John 8:11' }).querySelector('strong')).toBeTruthy();
    expect(container.textContent).not.toContain('*');
  });

  it('links valid references to the reader and previews their verses', async () => {
    showChecked();
    const link = screen.getByRole('link', { name: 'John 8:11' });
    expect(link.getAttribute('href')).toBe('/study-guides/book/John/8?translation=KJV&kv=11');
    fireEvent.mouseEnter(link.closest('.ref')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('11 She said, No man, Lord. (KJV)');
  });

  it('flags references that are not in the Bible and unknown books, in words', () => {
    showChecked();
    expect(screen.queryByRole('link', { name: /John 22:5|Hezekiah/ })).toBeNull();
    expect(screen.getByTitle('This reference does not exist in the Bible').textContent).toBe(
      'John 22:5 (This reference does not exist in the Bible)',
    );
    expect(screen.getByTitle('No book of the Bible has this name').textContent).toBe(
      'Hezekiah 3:1 (No book of the Bible has this name)',
    );
  });

  it('marks each quotation with its status, shows a misquote’s true text and the "does not name" hint', () => {
    const { container } = showChecked();
    expect([...container.querySelectorAll('.quote-mark')].map((m) => m.textContent?.trim())).toEqual([
      'misquoted: many words differ',
      'quoted exactly (KJV)',
    ]);
    expect(screen.getByText('Scripture (KJV):').closest('li')?.textContent).toContain(
      'Scripture (KJV): “Then said Jesus unto him, That thou doest, do quickly.”',
    );
    // where the words really are, a link into the reader (issue 26)
    const found = screen.getByRole('link', { name: 'These words are John 8:11 (KJV).' });
    expect(found.getAttribute('href')).toMatch(/^\/study-guides\/book\/John\/8\?translation=KJV/);
    expect(screen.getByText('check: does not name Mary Magdalene')).toBeTruthy();
  });

  it('while the text streams in, hides an unclosed ** and shows no marks', () => {
    const { container } = render(
      <MemoryRouter>
        <StudyView text={'# Summary\n* one\n- two\n**Bold so fa'} translation="KJV" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText('Bold so fa').tagName).toBe('P');
    expect(container.querySelector('.quote-mark, .ref, .ref-invalid')).toBeNull();
  });
});
