// The Tempus lessons: the lesson files of its folder in the table crate, read as they are.

import { lessonsOf } from '../../table/lesson';

/** Tempus's lessons, in the order of their files. */
export const TEMPUS_LESSONS = lessonsOf(
  'tempus',
  import.meta.glob('../../../../crates/table/src/tempus/lessons/*.json', { eager: true, import: 'default' }),
);
