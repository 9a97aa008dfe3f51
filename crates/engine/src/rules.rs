//! The one macro behind each game's `Rule` enum: every rule an action can break, with its
//! stable code, the ruling that states it and its title, written once.

#[macro_export]
macro_rules! rules {
    ($game:literal, $doc_file:literal; $($(#[doc = $doc:literal])* $name:ident => $code:literal, $ruling:literal, $title:literal;)*) => {
        #[doc = concat!("A rule of ", $game, " that an action can break. The code (`as_str`) is")]
        #[doc = concat!("stable and is what scenarios and the UI match on; `ruling` points at ", $doc_file, ".")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, ::serde::Serialize, ::serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Rule {
            $($(#[doc = $doc])* $name,)*
        }

        impl Rule {
            /// Every rule.
            pub const ALL: &'static [Rule] = &[$(Rule::$name,)*];

            /// Stable kebab-case code.
            pub fn as_str(self) -> &'static str {
                match self { $(Rule::$name => $code,)* }
            }

            #[doc = concat!("The ruling or section of ", $doc_file, " that states the rule.")]
            pub fn ruling(self) -> &'static str {
                match self { $(Rule::$name => $ruling,)* }
            }

            /// The rule's name as a player would say it.
            pub fn title(self) -> &'static str {
                match self { $(Rule::$name => $title,)* }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::{khronos, tempus};

    /// Codes are unique within a game, and the serialised rule is its code.
    fn check<R: Copy + serde::Serialize>(all: &[R], code: impl Fn(R) -> &'static str) {
        let mut seen = std::collections::HashSet::new();
        for &r in all {
            assert!(seen.insert(code(r)), "{} twice", code(r));
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(json, format!("\"{}\"", code(r)));
        }
    }

    #[test]
    fn codes_are_unique_and_match_serde() {
        check(khronos::Rule::ALL, khronos::Rule::as_str);
        check(tempus::Rule::ALL, tempus::Rule::as_str);
        assert!(khronos::Rule::ALL
            .iter()
            .all(|r| r.ruling().starts_with('K')));
        assert!(tempus::Rule::ALL
            .iter()
            .all(|r| r.ruling().starts_with('T')));
    }
}
