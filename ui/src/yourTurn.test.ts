import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToTellTurns, tellTurn } from './yourTurn';

/** A browser with the Notification API, `permission` given, and a page `visible` and focused or not. */
function browser(permission: NotificationPermission, visible: boolean) {
  const shown: { title: string; body?: string; tag?: string }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as NotificationPermission;
    });
    constructor(title: string, options: { body?: string; tag?: string }) {
      shown.push({ title, ...options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { visibilityState: visible ? 'visible' : 'hidden', hasFocus: () => visible });
  return { shown, FakeNotification };
}

describe('your turn, told by the system', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a player who is not looking, once allowed, one notice replacing the last', () => {
    const { shown } = browser('granted', false);
    tellTurn('Epochs: your turn', 'Anna plays now.');
    expect(shown).toEqual([{ title: 'Epochs: your turn', body: 'Anna plays now.', tag: 'epochs-your-turn' }]);
  });

  it('says nothing to a player looking at the table, or without leave', () => {
    expect(browser('granted', true).shown.length).toBe(0);
    tellTurn('t', 'b');
    const { shown } = browser('denied', false);
    tellTurn('t', 'b');
    expect(shown.length).toBe(0);
  });

  it('asks for leave only when the player has not answered yet', async () => {
    const asked = browser('default', false);
    await askToTellTurns();
    expect(asked.FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const answered = browser('denied', false);
    await askToTellTurns();
    expect(answered.FakeNotification.requestPermission).not.toHaveBeenCalled();
  });
});
