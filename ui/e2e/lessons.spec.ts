// Every lesson of both games, played by touch from the game's list of lessons to its end and
// on into a normal game: on a tablet and on a phone, in English and in French. Each lesson
// first refuses a move it does not ask for, with a sentence saying what to try, and changes
// nothing; then the coach walks through its steps, saying after each what it did.

import { expect, test, type Page } from '@playwright/test';
import { SHOTS, expectAccessible } from './helpers';

/** How each lesson's moves are made by touch, step by step (and a move it does not ask for). */
const DRIVERS: Record<string, { wrong: (page: Page) => Promise<void>; steps: ((page: Page) => Promise<void>)[] }> = {
  'khronos-01-ages': {
    // Adventurer 1 to Faith: the lesson asks for Adventurer 2.
    wrong: async (page) => {
      await travel(page, 0, 'faith');
    },
    steps: [
      async (page) => {
        await travel(page, 1, 'faith');
      },
      async (page) => {
        await page.locator('button[data-build="chapel"]').tap();
        await page.locator('#tab-faith').tap();
        await page.locator('.board-wrap[data-age="faith"] rect.hit.hit-on').first().tap();
        await page.locator('[data-confirm]').tap();
      },
    ],
  },
  'khronos-02-paradox': {
    wrong: async (page) => {
      await page.locator('button[data-build="watchtower"]').tap();
      await page.locator('.board-wrap[data-age="might"] rect.hit[data-square="D4"]').tap();
      await page.locator('[data-confirm]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-build="watchtower"]').tap();
        await page.locator('.board-wrap[data-age="might"] rect.hit[data-square="B1"]').tap();
        await page.locator('[data-confirm]').tap();
      },
      async (page) => {
        await page.locator('button[data-upgrade="keep"]').tap();
        const list = page.locator('.cand-select select');
        const option = list.locator('option', { hasText: /A1.*B1|A1-B1/ }).first();
        await list.selectOption({ label: (await option.textContent()) ?? '' });
        await page.locator('[data-confirm]').tap();
      },
    ],
  },
  'khronos-03-cards': {
    // A Hamlet first: the lesson asks for a Watchtower first.
    wrong: async (page) => {
      await buildOn(page, 'hamlet', 'might', 'D4');
    },
    steps: [
      async (page) => {
        await buildOn(page, 'watchtower', 'might', 'D2');
      },
      async (page) => {
        await buildOn(page, 'hamlet', 'might', 'I2');
      },
      async (page) => {
        await buildOn(page, 'chapel', 'faith', 'D2');
      },
    ],
  },
  'khronos-04-domains': {
    // A Watchtower elsewhere: the lesson asks for the Town on B1-B2.
    wrong: async (page) => {
      await buildOn(page, 'watchtower', 'might', 'I2');
    },
    steps: [
      async (page) => {
        await page.locator('button[data-build="town"]').tap();
        await pickPlace(page, /B1.*B2|B1-B2/);
        await page.locator('[data-confirm]').tap();
      },
      async (page) => {
        await page.locator('button[data-build="keep"]').tap();
        await pickPlace(page, /C2.*C3|C2-C3/);
        await page.locator('[data-confirm]').tap();
      },
    ],
  },
  'khronos-04b-downsizing': {
    // A Hamlet on D1 joins nothing: the lesson asks for D2.
    wrong: async (page) => {
      await buildOn(page, 'hamlet', 'might', 'D1');
    },
    steps: [
      async (page) => {
        await buildOn(page, 'hamlet', 'might', 'D2');
      },
      // Bot 1 chooses where its Keep stays, as the lesson scripts it.
      async () => undefined,
    ],
  },
  'khronos-05-reason': {
    // Renovating first: the lesson asks to populate the Town first.
    wrong: async (page) => {
      await page.locator('button[data-group="renovate"]').tap();
      await tapSquare(page, 'reason', 'A2');
      await page.locator('[data-confirm]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="populate"]').tap();
        await tapSquare(page, 'reason', 'A1');
        await page.locator('[data-confirm]').tap();
      },
      async (page) => {
        await page.locator('button[data-group="renovate"]').tap();
        await tapSquare(page, 'reason', 'A2');
        await page.locator('[data-confirm]').tap();
      },
    ],
  },
  'khronos-06-earnings': {
    // Adventurer 1 to Reason: the lesson asks for an Adventurer in Faith.
    wrong: async (page) => {
      await travel(page, 0, 'reason');
    },
    steps: [
      async (page) => {
        await travel(page, 1, 'faith');
      },
      async (page) => {
        await endTurn(page);
      },
    ],
  },
  'khronos-07-end': {
    // Ending the turn at once: the lesson asks for an Adventurer in Faith first.
    wrong: async (page) => {
      await endTurn(page);
    },
    steps: [
      async (page) => {
        await travel(page, 1, 'faith');
      },
      async (page) => {
        await endTurn(page);
        // The last earnings are shown on the seat's own table; then the game's end screen,
        // under the coach.
        await page.locator('.moment-continue').tap();
        await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
      },
    ],
  },
  'tempus-01-moving': {
    wrong: async (page) => {
      await page.locator('button[data-group="idea"]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="move"]').tap();
      },
      async (page) => {
        await page.locator('.hexmap polygon.hit[data-hex="B2"]').tap();
        await page.locator('.hexmap polygon.hit[data-hex="C2"]').tap();
      },
    ],
  },
  'tempus-02-babies': {
    wrong: async (page) => {
      await page.locator('button[data-group="idea"]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="babies"]').tap();
        await page.locator('.hexmap polygon.hit[data-hex="B2"]').tap();
        await page.locator('.sticky-actions button.primary').tap();
      },
    ],
  },
  'tempus-03-ideas': {
    wrong: async (page) => {
      await page.locator('button[data-group="move"]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="idea"]').tap();
      },
      async (page) => {
        await page.locator('.idea-plays button.secondary').first().tap();
        await page.locator('.hexmap polygon.hit[data-hex="B2"]').tap();
      },
    ],
  },
  'tempus-04-city': {
    wrong: async (page) => {
      await page.locator('button[data-group="idea"]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="build_city"]').tap();
        await page.locator('.hexmap polygon.hit[data-hex="D2"]').tap();
        await page.locator('.sticky-actions button.primary').first().tap();
      },
    ],
  },
  'tempus-05-fight': {
    wrong: async (page) => {
      await page.locator('button[data-group="idea"]').tap();
    },
    steps: [
      async (page) => {
        await page.locator('button[data-group="fight"]').tap();
        await page.locator('.hexmap polygon.hit[data-hex="C2"]').tap();
        await page.locator('.hexmap polygon.hit[data-hex="D2"]').tap();
        await page.locator('.sticky-actions button.primary').first().tap();
      },
      async (page) => {
        await page.locator('[data-mode="attack_cards"] button:has([data-card="weapon/hills"])').first().tap();
        await page.locator('[data-mode="attack_cards"] .sticky-actions button.primary').tap();
      },
      // Bot 1 answers by itself, as the lesson scripts it (the coach then says what it played).
      async () => undefined,
      async (page) => {
        await page.locator('[data-mode="reveal"] button.primary').tap();
      },
      async (page) => {
        await page.locator('[data-mode="occupy"] button').filter({ hasText: /\s1$/ }).tap();
      },
    ],
  },
  'tempus-06-progress': {
    // One card only: the lesson asks for both.
    wrong: async (page) => {
      await page.locator('[data-mode="progress_cards"] button:has([data-card="religion/hills"])').first().tap();
      await page.locator('[data-mode="progress_cards"] .sticky-actions button.primary').tap();
    },
    steps: [
      async (page) => {
        const picked = page.locator('[data-mode="progress_cards"] button[aria-pressed="true"]');
        // The refused play's card is still chosen: put it back first.
        if ((await picked.count()) > 0) await picked.first().tap();
        await page.locator('[data-mode="progress_cards"] button:has([data-card="education/woods"])').first().tap();
        await page.locator('[data-mode="progress_cards"] button:has([data-card="weapon/farmland"])').first().tap();
        await page.locator('[data-mode="progress_cards"] .sticky-actions button.primary').tap();
      },
      // Bot 1, then Bot 2, play as the lesson scripts them.
      async () => undefined,
      async () => undefined,
    ],
  },
  'tempus-07-end': {
    // No card at all: the lesson asks for the Education card.
    wrong: async (page) => {
      await page.locator('[data-mode="progress_cards"] .sticky-actions button.primary').tap();
    },
    steps: [
      async (page) => {
        await page.locator('[data-mode="progress_cards"] button:has([data-card="education/farmland"])').first().tap();
        await page.locator('[data-mode="progress_cards"] .sticky-actions button.primary').tap();
      },
      async () => undefined,
      // Bot 2's play ends the game: its end screen comes under the coach.
      async (page) => {
        await expect(page.locator('main[data-screen="finished"]')).toBeVisible();
      },
    ],
  },
};

/** Sends Adventurer `pawn` (0 or 1) to the board of `age`: its button, then the board. */
async function travel(page: Page, pawn: number, age: string) {
  await page.locator('.player.me .pawn-btn').nth(pawn).tap();
  await tapBoard(page, age);
}

/** Ends the turn: its button, then the confirmation. */
async function endTurn(page: Page) {
  await page.locator('.menu .end-row button.primary').tap();
  await page.locator('.end-turn .sticky-actions button.primary').tap();
}

/** Taps the board of `age` (its tab first where the boards are one at a time). */
async function tapBoard(page: Page, age: string) {
  const board = page.locator(`.board-wrap[data-age="${age}"] .board-svg`);
  if (!(await board.isVisible())) await page.locator(`#tab-${age}`).tap();
  await board.tap({ position: { x: 12, y: 12 } });
}

/** Taps square `sq` of the board of `age` (its tab first where the boards are one at a time). */
async function tapSquare(page: Page, age: string, sq: string) {
  const square = page.locator(`.board-wrap[data-age="${age}"] rect.hit[data-square="${sq}"]`);
  if (!(await square.isVisible())) await page.locator(`#tab-${age}`).tap();
  await square.tap();
}

/** Builds a one-square `building` on `sq` of the board of `age`. */
async function buildOn(page: Page, building: string, age: string, sq: string) {
  await page.locator(`button[data-build="${building}"]`).tap();
  await tapSquare(page, age, sq);
  await page.locator('[data-confirm]').tap();
}

/** Chooses the place whose words match `label` in the list of places. */
async function pickPlace(page: Page, label: RegExp) {
  const list = page.locator('.cand-select select');
  const option = list.locator('option', { hasText: label }).first();
  await list.selectOption({ label: (await option.textContent()) ?? '' });
}

const WORDS = {
  en: {
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    notNow: 'Not now:',
    done: 'Lesson done.',
    playOn: 'Play on from here',
    finalTable: 'Leave the lesson: the final table',
    learn: (g: string) => `Learn ${g}`,
  },
  fr: {
    step: (n: number, of: number) => `Étape ${n} sur ${of}`,
    notNow: 'Pas maintenant',
    done: 'Leçon terminée.',
    playOn: 'Continuer la partie d’ici',
    finalTable: 'Quitter la leçon\u00a0: la table finale',
    learn: (g: string) => `Apprendre ${g}`,
  },
};

const SIZES = [
  { name: 'a tablet', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
];

for (const size of SIZES) {
  for (const lang of ['en', 'fr'] as const) {
    test.describe(`the lessons on ${size.name}, in ${lang === 'en' ? 'English' : 'French'}`, () => {
      test.use({ viewport: size.viewport, hasTouch: true, isMobile: size.isMobile, locale: lang === 'en' ? 'en-GB' : 'fr-FR' });
      for (const game of ['Khronos', 'Tempus']) {
        test(`${game}: every lesson by touch, from the list to playing on`, async ({ page }) => {
          test.setTimeout(180_000);
          const w = WORDS[lang];
          await page.goto('/#/');
          await page.locator(`a[data-learn="${game.toLowerCase()}"]`).tap();
          await expect(page.getByRole('heading', { level: 1, name: w.learn(game) })).toBeVisible();
          const keys = await page.locator('.lesson-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson')!));
          expect(keys.length).toBeGreaterThanOrEqual(2);
          if (size.isMobile && lang === 'en') await expectAccessible(page, `the ${game} lessons`);
          for (const key of keys) {
            const drive = DRIVERS[key];
            expect(drive, `a way through lesson ${key}`).toBeTruthy();
            await page.goto(`/#/learn/${game.toLowerCase()}`);
            await page.locator(`.lesson-item[data-lesson="${key}"] button`).tap();
            const coach = page.locator(`.lesson-coach[data-lesson="${key}"]`);
            await expect(coach).toBeVisible();
            await expect(coach).toHaveAttribute('data-step', '0');
            const count = drive.steps.length;
            await expect(coach).toContainText(w.step(1, count));
            // A move the lesson does not ask for: refused, with what to try; nothing played.
            const seq = await page.locator('main').getAttribute('data-seq');
            await drive.wrong(page);
            await expect(page.locator('.notice-info')).toContainText(w.notNow);
            await expect(page.locator('main')).toHaveAttribute('data-seq', seq!);
            await page.locator('.notice-info button.close').tap();
            if (key === keys[0] && !size.isMobile) await expectAccessible(page, `lesson ${key} (${lang})`);
            for (const [i, step] of drive.steps.entries()) {
              await step(page);
              // The learner's move advances the lesson by one step; scripted answers of the bots
              // may follow one another before the page is looked at again.
              await expect.poll(async () => Number(await coach.getAttribute('data-step'))).toBeGreaterThanOrEqual(i + 1);
              // What the move did, in words, above the table.
              await expect(coach.locator('[data-then]')).toBeVisible();
              await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
            }
            await expect(coach).toContainText(w.done);
            if (key === 'khronos-02-paradox' && lang === 'en' && !size.isMobile)
              await page.screenshot({ path: `${SHOTS}/lesson-khronos-paradox-1280x800.png` });
            // Done: marked on the list, and the game goes on from here as any other.
            if (key === keys[keys.length - 1]) {
              const over = (await page.locator('main[data-screen="finished"]').count()) > 0;
              await expect(coach.locator('button[data-play-on]')).toHaveText(over ? w.finalTable : w.playOn);
              await coach.locator('button[data-play-on]').tap();
              await expect(page).toHaveURL(/#\/game\/\d+$/);
              await expect(page.locator('.lesson-coach')).toHaveCount(0);
              // The seat to act next may be a bot (the progress lesson ends on a new era), or the
              // game may be over (the lesson on its end).
              await expect(page.locator('main[data-screen="play"], main[data-screen="bot"], main[data-screen="finished"]')).toBeVisible();
            }
          }
          await page.goto(`/#/learn/${game.toLowerCase()}`);
          await expect(page.locator('.lesson-item .badge.me')).toHaveCount(keys.length);
        });
      }
    });
  }
}
