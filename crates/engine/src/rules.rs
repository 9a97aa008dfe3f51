//! The one macro behind each game's refusals: the `Rule` enum (every rule an action can
//! break, with its stable code, the ruling that states it and its title, written once), the
//! `RuleError` an illegal action is refused with (the game's `Why` in scope where the macro
//! is called says why), and `refuse`.

/// Declares, in a game's `error` module, its `Rule` enum from one line per rule
/// (`Name => "code", "ruling", "title";`), the `RuleError` it refuses actions with and
/// `refuse`; the game's `Why` must be in scope.
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

        impl ::std::fmt::Display for Rule {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        /// An action refused: the rule broken and why, as a fact each device words
        /// (`Why`). The state is left unchanged.
        #[derive(Clone, Debug, PartialEq, Eq, ::serde::Serialize, ::serde::Deserialize, ::thiserror::Error)]
        #[error("{} ({}): {:?}", .rule.title(), .rule.ruling(), .why)]
        pub struct RuleError {
            /// The rule broken.
            pub rule: Rule,
            /// What the action ran into, with its arguments.
            pub why: Why,
        }

        impl RuleError {
            /// A refusal for `rule`, for the reason `why`.
            pub fn new(rule: Rule, why: Why) -> RuleError {
                RuleError { rule, why }
            }
        }

        impl $crate::game::NamedRule for RuleError {
            type Why = Why;
            fn code(&self) -> &'static str {
                self.rule.as_str()
            }
            fn ruling(&self) -> &'static str {
                self.rule.ruling()
            }
            fn title(&self) -> &'static str {
                self.rule.title()
            }
            fn why(&self) -> &Why {
                &self.why
            }
        }

        /// Shorthand for a refusal.
        pub(crate) fn refuse<T>(rule: Rule, why: Why) -> Result<T, RuleError> {
            Err(RuleError::new(rule, why))
        }
    };
}
