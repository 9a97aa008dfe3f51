// The Khronos lessons: the lesson files of its folder in the table crate, read as they are.

import { lessonsOf } from '../../table/lesson';

/** Khronos's lessons, in the order of their files. */
export const KHRONOS_LESSONS = lessonsOf(
  'khronos',
  import.meta.glob('../../../../crates/table/src/khronos/lessons/*.json', { eager: true, import: 'default' }),
);
