//! Each game's rules (made by the `rules!` macro of `epochs_engine::rules`): codes are unique
//! within a game, each serialises as its code, and rulings name the game's rules document.
//! Kept here rather than in `rules.rs`, which the games use: a test of the games there would
//! make an import circle between `rules` and each game.

use epochs_engine::{khronos, tempus};

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
