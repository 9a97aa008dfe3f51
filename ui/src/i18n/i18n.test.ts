// The language follows the device until one is chosen (kept per device: e2e/language.spec.ts), and formats
// plurals, lists and times by its own rules; the pseudo-locale is longer and accented.

import { afterEach, describe, expect, it } from 'vitest';
import { negotiate, PSEUDO } from './languages';
import { pseudo } from './pseudo';
import { agoInWords, language, listInWords, setLanguage, t } from '.';

afterEach(() => setLanguage('en'));

describe('languages', () => {
  it('follows the first of the device’s languages the app speaks', () => {
    expect(negotiate(['fr-CA', 'en-US'])).toBe('fr');
    expect(negotiate(['de-DE', 'fr'])).toBe('fr');
    expect(negotiate(['de-DE', 'ja'])).toBe('en');
    expect(negotiate([])).toBe('en');
    expect(negotiate(['en-XA'])).toBe(PSEUDO);
  });

  it('formats in the chosen language, with its plurals and lists', () => {
    setLanguage('fr');
    expect(language()).toBe('fr');
    expect(t('home-actions-count', { count: 1 })).toBe('1 action');
    expect(t('home-actions-count', { count: 3 })).toBe('3 actions');
    expect(listInWords(['Anna', 'Ben', 'Cleo'])).toBe('Anna, Ben et Cleo');
    expect(agoInWords(0, 3 * 60000)).toBe('il y a 3 minutes');
    expect(t('home-bot', { level: 'hard' })).toBe('(robot, difficile)');
    setLanguage('en');
    expect(listInWords(['Anna', 'Ben', 'Cleo'])).toBe('Anna, Ben, and Cleo');
    expect(agoInWords(1000, 6000)).toBe('now');
    expect(t('home-actions-count', { count: 1 })).toBe('1 action');
  });

  it('gives a message asked for again as formatted afresh, in the language shown now', () => {
    expect(t('home-actions-count', { count: 1 })).toBe('1 action');
    expect(t('home-actions-count', { count: 1 })).toBe('1 action');
    // The same digits as text are not the number: no plural rule applies to them.
    expect(t('home-actions-count', { count: '1' })).toBe('1 actions');
    expect(t('home-actions-count', { count: 1 })).toBe('1 action');
    expect(t('home-bot', { level: 'hard' })).toBe('(bot, hard)');
    setLanguage('fr');
    expect(t('home-bot', { level: 'hard' })).toBe('(robot, difficile)');
    setLanguage('en');
    expect(t('home-bot', { level: 'hard' })).toBe('(bot, hard)');
    expect(t('home-bot', { level: 'easy' })).not.toBe('(bot, hard)');
  });

  it('makes the pseudo-locale 40% longer and accented', () => {
    const text = 'Saved games';
    const p = pseudo(text);
    expect(p.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(p.startsWith('Šáṽéð ĝáɱéš')).toBe(true);
    setLanguage(PSEUDO);
    expect(t('home-saved-title')).toBe(pseudo('Saved games'));
  });
});
