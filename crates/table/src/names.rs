//! Names are text to read, not control codes: every name that enters (a game's, a seat's and
//! its colour's, a device's, an imported file's) is refused when it holds a control or format
//! character (Unicode Cc and Cf: bells, escapes, line breaks, right-to-left overrides,
//! zero-width spaces, byte-order marks) or when nothing in it can be seen. The joiners that
//! emoji and some scripts need (U+200C, U+200D) and the tag characters of flag emoji stay.
//! Names printed to a terminal are escaped all the same (`printable`), for names saved before.

use crate::refusal::{NamedThing, Refusal};
use crate::TableError;
use std::borrow::Cow;
use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};

/// Format characters that names may hold: the zero-width non-joiner and joiner, which emoji
/// sequences and scripts such as Persian and the Indic ones need.
const JOINERS: [char; 2] = ['\u{200C}', '\u{200D}'];
/// The tag characters of subdivision flags (🏴 followed by tags).
const TAGS: std::ops::RangeInclusive<char> = '\u{E0020}'..='\u{E007F}';
/// Letters and symbols that are drawn as nothing: the Hangul fillers and the blank Braille
/// pattern, favourites for names that look empty.
const BLANK_LOOKING: [char; 5] = ['\u{115F}', '\u{1160}', '\u{3164}', '\u{FFA0}', '\u{2800}'];

/// The first character of `name` that no name may hold, if any.
pub fn forbidden_character(name: &str) -> Option<char> {
    name.chars().find(|&c| {
        let category = c.general_category();
        category == GeneralCategory::Control
            || (category == GeneralCategory::Format && !JOINERS.contains(&c) && !TAGS.contains(&c))
            || matches!(
                category,
                GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator
            )
    })
}

/// Whether something in `name` can be seen: a character that is not a space, a mark on its
/// own, a format character or one drawn as nothing.
pub fn has_something_to_see(name: &str) -> bool {
    name.chars().any(|c| {
        !c.is_whitespace()
            && !BLANK_LOOKING.contains(&c)
            && !matches!(
                c.general_category_group(),
                GeneralCategoryGroup::Mark | GeneralCategoryGroup::Other
            )
    })
}

/// `name` if it is text to read; else the refusal that says what is wrong with it, naming
/// the thing it would have named.
pub fn checked_name(name: &str, of: NamedThing) -> Result<&str, TableError> {
    if let Some(c) = forbidden_character(name) {
        return Err(TableError::refused(Refusal::NameCharacter {
            of,
            code_point: code_point(c),
        }));
    }
    if !has_something_to_see(name) {
        return Err(TableError::refused(Refusal::InvisibleName { of }));
    }
    Ok(name)
}

/// A character as it is written in Unicode's charts: `U+202E`.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// `text` safe to print to a terminal: every control or format character (and every other
/// one a name may not hold) written as its code point in brackets, `<U+001B>`.
pub fn printable(text: &str) -> Cow<'_, str> {
    let unsafe_char =
        |c: char| c != '\n' && forbidden_character(c.encode_utf8(&mut [0; 4])).is_some();
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if unsafe_char(c) {
                    format!("<{}>", code_point(c))
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_format_characters_are_refused() {
        for bad in [
            "Ann\0",
            "Ann\u{1b}[2J",
            "Ann\u{7}",
            "A\rB",
            "A\nB",
            "A\u{7f}",
            "A\u{85}",
            "A\u{9b}",
            "\u{202E}nnA",
            "A\u{200B}",
            "\u{FEFF}Ann",
            "A\u{2028}B",
            "A\u{AD}B",
            "A\u{2066}B",
        ] {
            assert!(forbidden_character(bad).is_some(), "{bad:?}");
            assert!(checked_name(bad, NamedThing::Game).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn names_in_any_script_and_emoji_sequences_pass() {
        for good in [
            "Anna",
            "Zoë et Chloé",
            "Grand-mère",
            "山田",
            "محمد",
            "می‌خواهم",
            "👩‍👩‍👧 family",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "❤️",
            "Player 2",
        ] {
            assert_eq!(checked_name(good, NamedThing::Seat).ok(), Some(good));
        }
    }

    #[test]
    fn names_with_nothing_to_see_are_refused() {
        for blank in [
            "",
            "   ",
            "\u{3164}",
            "\u{2800}\u{2800}",
            "\u{301}",
            "\u{200D}",
            "\u{E0067}",
        ] {
            assert!(!has_something_to_see(blank), "{blank:?}");
            assert!(
                checked_name(blank, NamedThing::Device).is_err(),
                "{blank:?}"
            );
        }
        assert!(matches!(
            checked_name("\u{200B}", NamedThing::Device),
            Err(TableError::Refused {
                refusal: Refusal::NameCharacter { .. }
            })
        ));
    }

    #[test]
    fn printed_names_cannot_drive_the_terminal() {
        assert_eq!(printable("Friday"), "Friday");
        assert_eq!(
            printable("A\u{1b}]0;owned\u{7}B\u{202E}"),
            "A<U+001B>]0;owned<U+0007>B<U+202E>"
        );
        assert_eq!(printable("two\nlines"), "two\nlines");
    }
}
