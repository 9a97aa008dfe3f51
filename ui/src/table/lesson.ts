// A lesson on the table: a short game from a fixed position that asks the learner for one move
// at a time (crates/table/src/<game>/lessons/*.json, read here as they are). While one runs,
// the table refuses any other move with a sentence saying what to try, and the coach above the
// table says what to do and, after each move, what it did.

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** One move of a lesson: who makes it, the move itself, and the keys of its words. */
export interface LessonStep {
  /** The seat that makes it (the learner's, 0). */
  seat: number;
  /** The move as the lesson plays it. */
  action: Record<string, unknown>;
  /** What the table accepts for it: the fields a move must have (default: the move whole). */
  allow: Record<string, unknown>;
  /** What to do now. */
  say: string;
  /** What to try instead, when another move is made. */
  try: string;
  /** What the move did, once made. */
  then: string;
}

/** A lesson as the UI runs it. */
export interface Lesson {
  /** Its key (`<game>-<file name>`), as the host names it. */
  key: string;
  /** Its game's key. */
  game: string;
  /** The keys of its title, its introduction and its last words. */
  title: string;
  intro: string;
  end: string;
  /** How many seats it is played by (the learner's is the first). */
  seats: number;
  /** Its moves in order. */
  steps: LessonStep[];
}

/** A lesson file as it is read: the parts of it the UI uses (crates/table/src/lessons.rs). */
interface LessonJson {
  lesson: {
    title: string;
    intro: string;
    end: string;
    steps: { allow?: Record<string, unknown>; say: string; try: string; then: string }[];
  };
  setup?: { players?: unknown[] };
  steps?: { seat?: number; action: Record<string, unknown> }[];
}

/** The lessons of one game, from its lesson files (`import.meta.glob` of their folder):
 * `files` maps each file's path to its parsed contents. */
export function lessonsOf(game: string, files: Record<string, unknown>): Lesson[] {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, raw]) => {
      const file = raw as LessonJson;
      const stem = path.replace(/^.*\/([^/]+)\.json$/, '$1');
      const words = file.lesson;
      const moves: { seat?: number; action: Record<string, unknown> }[] = file.steps ?? [];
      return {
        key: `${game}-${stem}`,
        game,
        title: words.title,
        intro: words.intro,
        end: words.end,
        seats: (file.setup?.players ?? []).length,
        steps: moves.map((m, i) => ({
          seat: m.seat ?? 0,
          action: m.action,
          allow: words.steps[i]?.allow ?? m.action,
          say: words.steps[i]?.say,
          try: words.steps[i]?.try,
          then: words.steps[i]?.then,
        })),
      };
    });
}

/** Whether `got` has every field of `want` with the same value (lists compared whole). */
export function allows(want: unknown, got: unknown): boolean {
  if (want && typeof want === 'object' && !Array.isArray(want)) {
    if (!got || typeof got !== 'object' || Array.isArray(got)) return false;
    return Object.entries(want).every(([k, v]) => allows(v, (got as Record<string, unknown>)[k]));
  }
  if (Array.isArray(want)) return Array.isArray(got) && want.length === got.length && want.every((v, i) => allows(v, got[i]));
  return want === got;
}

/** The lesson running on a table, and what it may do there. */
export interface LessonRun {
  lesson: Lesson;
  /** Leaves the lesson: back to the lessons of its game. */
  leave: () => void;
  /** Ends the lesson and plays on from here as a normal game. */
  playOn: () => void;
  /** The next lesson of its game, if any. */
  next: Lesson | null;
  /** Starts `lesson` (the next one). */
  start: (lesson: Lesson) => void;
  /** Keeps, with the saved games, that the lesson was finished. */
  done: () => void;
}

/** The lesson running on the table below it, if any. */
export const LessonContext = createContext<LessonRun | null>(null);

/** The lesson running on this table, if any. */
export function useLesson(): LessonRun | null {
  return useContext(LessonContext);
}

/** Whether `action`, made as move number `seq` of the game (counted from its start), is the
 * move the lesson asks for: the step's words to try instead when it is not. */
export function lessonRefusal(run: LessonRun | null, seq: number, action: unknown): string | null {
  if (!run) return null;
  const step = run.lesson.steps[seq];
  if (!step) return null;
  return allows(step.allow, action) ? null : step.try;
}
