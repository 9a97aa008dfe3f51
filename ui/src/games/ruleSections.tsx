// The rules in full on a game's Rules page: one section per ruling, its code as its anchor
// (`#/rules/GAME/K19` scrolls to the section of id `rule-K19`), so that a refusal or a line of
// the log can link to the rule it applies. Each game lists its sections and words them; a test
// (rulings.test.ts) checks that every ruling the engine can name has its section.

import type { ComponentChildren } from 'preact';

/** A section of a game's rules: its ruling's code ("K19") and how many paragraphs it has. */
export type RuleSection = readonly [code: string, paragraphs: number];

/** The id of the element of the section of ruling `code` on a Rules page. */
export function sectionId(code: string): string {
  return `rule-${code}`;
}

/** How a game words its sections: a section's title, and its paragraph `n` (from 1). */
export interface SectionWords {
  title(code: string): string;
  paragraph(code: string, n: number): string;
}

/** The sections `sections` under the heading `heading`, worded by `words`; `more` adds
 * elements after a section's paragraphs (a table). */
export function RuleSections({
  heading,
  sections,
  words,
  more = {},
}: {
  heading: string;
  sections: readonly RuleSection[];
  words: SectionWords;
  more?: Record<string, ComponentChildren>;
}) {
  return (
    <div class="rulings">
      <h2>{heading}</h2>
      {sections.map(([code, paragraphs]) => (
        // Focusable from a link only (tabIndex -1), so that the keyboard goes on from there.
        <section key={code} id={sectionId(code)} class="ruling-section" aria-labelledby={`${sectionId(code)}-title`} tabIndex={-1}>
          <h3 id={`${sectionId(code)}-title`}>
            <span class="rule-code">{code}</span> {words.title(code)}
          </h3>
          {Array.from({ length: paragraphs }, (_, i) => (
            <p key={i}>{words.paragraph(code, i + 1)}</p>
          ))}
          {more[code]}
        </section>
      ))}
    </div>
  );
}
