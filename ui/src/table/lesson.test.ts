import { describe, expect, it } from 'vitest';
import type { LessonRun } from './lesson';
import { allows, lessonRefusal, lessonsOf } from './lesson';

const FILE = {
  lesson: {
    title: 'lesson-x-title',
    intro: 'lesson-x-intro',
    end: 'lesson-x-end',
    steps: [
      { say: 's1', try: 't1', then: 'n1', allow: { type: 'travel', pawn: 1, to: 'faith' } },
      { say: 's2', try: 't2', then: 'n2', allow: { type: 'construct', age: 'faith', building: 'chapel' } },
    ],
  },
  setup: { players: ['You', 'Bea'] },
  steps: [
    { seat: 0, action: { type: 'travel', pawn: 1, to: 'faith' } },
    { seat: 0, action: { type: 'construct', age: 'faith', building: 'chapel', squares: ['A1'] } },
  ],
};

describe('lessons', () => {
  const [lesson] = lessonsOf('khronos', { '../x/lessons/01-ages.json': FILE });
  const run: LessonRun = { lesson, next: null, leave: () => {}, playOn: () => {}, start: () => {}, done: () => {} };

  it('reads a lesson file: its key, seats, moves and words', () => {
    expect(lesson.key).toBe('khronos-01-ages');
    expect(lesson.seats).toBe(2);
    expect(lesson.steps.map((s) => s.say)).toEqual(['s1', 's2']);
    expect(lesson.steps[1].allow).toEqual({ type: 'construct', age: 'faith', building: 'chapel' });
  });

  it('orders a game’s lessons by their files’ names', () => {
    const two = lessonsOf('tempus', { 'a/lessons/02-b.json': FILE, 'a/lessons/01-a.json': FILE });
    expect(two.map((l) => l.key)).toEqual(['tempus-01-a', 'tempus-02-b']);
  });

  it('accepts the move a step asks for, with any other fields it leaves open', () => {
    expect(lessonRefusal(run, 0, { type: 'travel', pawn: 1, to: 'faith' })).toBeNull();
    expect(lessonRefusal(run, 1, { type: 'construct', age: 'faith', building: 'chapel', squares: ['C4'], extra: { civil: 0 } })).toBeNull();
  });

  it('refuses any other move with the step’s words to try, and nothing once the lesson is over', () => {
    expect(lessonRefusal(run, 0, { type: 'travel', pawn: 0, to: 'faith' })).toBe('t1');
    expect(lessonRefusal(run, 0, { type: 'end_turn' })).toBe('t1');
    expect(lessonRefusal(run, 1, { type: 'construct', age: 'might', building: 'chapel', squares: ['A1'] })).toBe('t2');
    expect(lessonRefusal(run, 2, { type: 'end_turn' })).toBeNull();
    expect(lessonRefusal(null, 0, { type: 'end_turn' })).toBeNull();
  });

  it('compares lists whole', () => {
    expect(allows({ at: ['B2'] }, { at: ['B2'] })).toBe(true);
    expect(allows({ at: ['B2'] }, { at: ['B2', 'C2'] })).toBe(false);
    expect(allows({ at: ['B2'] }, { at: 'B2' })).toBe(false);
    expect(allows({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toBe(true);
  });
});
