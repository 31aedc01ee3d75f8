// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled';

function Probe() {
  return <p>{useScrolled(20) ? 'scrolled' : 'top'}</p>;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => scrollTo(0));

it('follows the scroll events past the threshold, both ways', () => {
  render(<Probe />);
  expect(screen.getByText('top')).toBeTruthy();
  scrollTo(21);
  expect(screen.getByText('scrolled')).toBeTruthy();
  scrollTo(20);
  expect(screen.getByText('top')).toBeTruthy();
});

it('starts from where the page already is (a reload restores a scrolled page)', () => {
  Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
  render(<Probe />);
  expect(screen.getByText('scrolled')).toBeTruthy();
});

it('does not read the offset while rendering: each read can cost a layout', () => {
  let reads = 0;
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => (reads++, 0),
  });
  const { rerender } = render(<Probe />);
  const afterMount = reads;
  for (let i = 0; i < 5; i++) rerender(<Probe />);
  expect(reads).toBe(afterMount);
});
