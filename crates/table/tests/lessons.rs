//! Every lesson (src/<game>/lessons/*.json) plays through its game's engine as the rules
//! scenario it is, names words that both catalogues of the UI hold, allows each of its moves,
//! and starts a saved game that replays from its position.

use epochs_table::lessons::lesson_files;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

/// The message ids of one language's catalogues (ui/src/i18n/messages/<code>/*.ftl).
fn catalogue(code: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../ui/src/i18n/messages")
        .join(code);
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" =") {
                if !id.is_empty() && !id.starts_with(char::is_whitespace) && !id.starts_with('#') {
                    ids.insert(id.trim().to_string());
                }
            }
        }
    }
    ids
}

/// Whether `got` holds every field of `want` with the same value (lists whole).
fn allows(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => w
            .iter()
            .all(|(k, v)| g.get(k).is_some_and(|x| allows(v, x))),
        _ => want == got,
    }
}

#[test]
fn there_are_lessons_of_every_game() {
    let files = lesson_files();
    for game in epochs_table::registry::GameKind::ALL {
        assert!(
            files.iter().any(|l| l.game == *game),
            "no lesson of {}",
            game.key()
        );
    }
}

#[test]
fn every_lesson_plays_as_its_scenario() {
    for lesson in lesson_files() {
        if let Err(e) = lesson.check() {
            panic!("lesson {}: {e}", lesson.key);
        }
    }
}

#[test]
fn every_lesson_names_words_both_languages_hold_and_allows_its_own_moves() {
    let (en, fr) = (catalogue("en"), catalogue("fr"));
    assert!(!en.is_empty() && !fr.is_empty(), "the catalogues are read");
    for lesson in lesson_files() {
        let parts = lesson.parts().unwrap_or_else(|e| panic!("{e}"));
        let words = &parts.words;
        let steps = words["steps"].as_array().cloned().unwrap_or_default();
        let moves = parts.scenario["steps"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(!steps.is_empty(), "lesson {} teaches nothing", lesson.key);
        assert_eq!(
            steps.len(),
            moves.len(),
            "lesson {}: words for each move",
            lesson.key
        );
        let mut keys = vec![
            words["title"].clone(),
            words["intro"].clone(),
            words["end"].clone(),
        ];
        for (i, (step, mv)) in steps.iter().zip(&moves).enumerate() {
            for k in ["say", "try", "then"] {
                keys.push(step[k].clone());
            }
            let allow = step.get("allow").unwrap_or(&mv["action"]);
            assert!(
                allows(allow, &mv["action"]),
                "lesson {} step {}: its move is not one it allows",
                lesson.key,
                i + 1
            );
        }
        for key in keys {
            let key = key
                .as_str()
                .unwrap_or_else(|| panic!("lesson {}: a word key is missing", lesson.key));
            assert!(
                en.contains(key),
                "lesson {}: {key} is not in the English catalogue",
                lesson.key
            );
            assert!(
                fr.contains(key),
                "lesson {}: {key} is not in the French catalogue",
                lesson.key
            );
        }
    }
}
