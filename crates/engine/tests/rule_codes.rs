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

/// Where the UI's table of rule codes lives, from this crate's folder.
const RULINGS_TS: &str = "../../ui/src/generated/rulings.ts";

/// The TypeScript table of every rule code of both games and the ruling it names, as
/// ui/src/generated/rulings.ts holds it.
fn rulings_ts() -> String {
    let mut out = String::from(
        "// Generated from the engine's rules (`khronos::Rule`, `tempus::Rule`) by the test\n\
         // crates/engine/tests/rule_codes.rs; rewrite it with EPOCHS_WRITE_RULINGS=1 cargo test -p\n\
         // epochs-engine --test rule_codes. Do not edit: a test fails when this file is stale.\n\n\
         /** Every rule code each game can refuse an action with (a refusal's `rule`), and the\n \
         * ruling that states it (a refusal's `ruling`, a section of the game's Rules page). */\n\
         export const RULINGS = {\n",
    );
    let mut game = |name: &str, rules: Vec<(&'static str, &'static str)>| {
        out.push_str(&format!("  {name}: {{\n"));
        for (code, ruling) in rules {
            out.push_str(&format!("    '{code}': '{ruling}',\n"));
        }
        out.push_str("  },\n");
    };
    game(
        "khronos",
        khronos::Rule::ALL
            .iter()
            .map(|r| (r.as_str(), r.ruling()))
            .collect(),
    );
    game(
        "tempus",
        tempus::Rule::ALL
            .iter()
            .map(|r| (r.as_str(), r.ruling()))
            .collect(),
    );
    out.push_str("} as const satisfies Record<string, Record<string, string>>;\n");
    out
}

/// The UI's table of rule codes is the engine's (the UI links each refusal and each rule
/// named in the log to its section, and checks every ruling has one).
#[test]
fn ui_rulings_are_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(RULINGS_TS);
    let made = rulings_ts();
    if std::env::var_os("EPOCHS_WRITE_RULINGS").is_some() {
        std::fs::write(&path, &made).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == made,
        "ui/src/generated/rulings.ts is stale: run EPOCHS_WRITE_RULINGS=1 cargo test -p epochs-engine --test rule_codes"
    );
}
