import { describe, expect, it } from 'vitest';
import { displayCode, inviteCodeFrom, joinLink, joinPath, safeNext, signInPath } from './invite';

describe('invite codes as typed', () => {
  it('takes any case, spaces and hyphens', () => {
    expect(inviteCodeFrom('abcd-ef23')).toBe('ABCDEF23');
    expect(inviteCodeFrom('  AbCd EF 23 ')).toBe('ABCDEF23');
    expect(inviteCodeFrom('ab-cd-ef-23')).toBe('ABCDEF23');
  });
  it('refuses what cannot be a code before asking', () => {
    expect(inviteCodeFrom('')).toBeNull();
    expect(inviteCodeFrom('ABCDEF2')).toBeNull(); // too short
    expect(inviteCodeFrom('ABCDEF234')).toBeNull(); // too long
    expect(inviteCodeFrom('ABCDEF0O')).toBeNull(); // 0 and O are not in the alphabet
    expect(inviteCodeFrom('ABCDEF1I')).toBeNull();
    expect(inviteCodeFrom('ABCD_F23')).toBeNull();
  });
  it('is shown in two halves and sent as a link', () => {
    expect(displayCode('ABCDEF23')).toBe('ABCD-EF23');
    expect(joinPath('ABCDEF23')).toBe('/groups/join/ABCDEF23');
    expect(joinLink('ABCDEF23', 'https://bible.example')).toBe('https://bible.example/groups/join/ABCDEF23');
  });
});

describe('the way back after sign-in', () => {
  it('goes back to a page of this site only', () => {
    expect(signInPath('/groups/join/ABCDEF23')).toBe('/account?next=%2Fgroups%2Fjoin%2FABCDEF23');
    expect(safeNext('/groups/join/ABCDEF23')).toBe('/groups/join/ABCDEF23');
    expect(safeNext('//evil.example/x')).toBeNull();
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
