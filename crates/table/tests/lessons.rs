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

mod common;

/// A table on a fresh data directory.
fn fresh() -> (tempfile::TempDir, epochs_table::Table) {
    let dir = tempfile::tempdir().unwrap();
    let table = epochs_table::Table::open(Some(dir.path())).unwrap();
    (dir, table)
}

#[test]
fn a_game_started_from_each_lesson_plays_its_moves_and_replays_from_its_position() {
    let (dir, mut table) = fresh();
    let mut states = Vec::new();
    for lesson in lesson_files() {
        let parts = lesson.parts().unwrap();
        let players = parts.scenario["setup"]["players"].as_array().unwrap().len();
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut req = common::request(lesson.game, &names, 0, Value::Null, Value::Null);
        req.lesson = Some(lesson.key.clone());
        let game = table
            .create(req)
            .unwrap_or_else(|e| panic!("lesson {}: {e}", lesson.key));
        for (i, step) in parts.scenario["steps"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
        {
            let seat = step["seat"].as_u64().unwrap_or(0) as u8;
            table
                .apply(game.id, seat, &step["action"], None)
                .unwrap_or_else(|e| panic!("lesson {} step {}: {e}", lesson.key, i + 1));
        }
        let view = table.view(game.id, None).unwrap();
        assert_eq!(
            view.seq,
            parts.scenario["steps"].as_array().unwrap().len() as u64
        );
        states.push((game.id, serde_json::to_value(&view.state).unwrap()));
    }
    // Opened afresh, each saved game replays from its lesson's position to the same place.
    drop(table);
    let mut table = epochs_table::Table::open(Some(dir.path())).unwrap();
    for (id, state) in states {
        let view = table.view(id, None).unwrap();
        assert_eq!(
            serde_json::to_value(&view.state).unwrap(),
            state,
            "game {id} replays to the same position"
        );
    }
}

#[test]
fn a_lesson_is_refused_for_another_game_or_another_count_of_seats_and_an_unknown_one() {
    let (_dir, mut table) = fresh();
    let khronos = lesson_files()
        .into_iter()
        .find(|l| l.game == epochs_table::GameKind::Khronos)
        .unwrap();
    let mut wrong_game = common::request(
        epochs_table::GameKind::Tempus,
        &["A", "B", "C"],
        0,
        Value::Null,
        Value::Null,
    );
    wrong_game.lesson = Some(khronos.key.clone());
    assert!(table.create(wrong_game).is_err());
    let mut wrong_seats = common::request(
        epochs_table::GameKind::Khronos,
        &["A", "B", "C", "D", "E"],
        0,
        Value::Null,
        Value::Null,
    );
    wrong_seats.lesson = Some(khronos.key.clone());
    assert!(table.create(wrong_seats).is_err());
    let mut unknown = common::request(
        epochs_table::GameKind::Khronos,
        &["A", "B"],
        0,
        Value::Null,
        Value::Null,
    );
    unknown.lesson = Some("khronos-99-none".into());
    assert!(table.create(unknown).is_err());
    assert!(table.list().unwrap().is_empty(), "nothing was saved");
}

#[test]
fn finished_lessons_are_kept_with_the_saved_games() {
    let dir = tempfile::tempdir().unwrap();
    let key = lesson_files()[0].key.clone();
    {
        let mut table = epochs_table::Table::open(Some(dir.path())).unwrap();
        assert!(table.lessons_done().unwrap().is_empty());
        table.lesson_done(&key).unwrap();
        assert!(table.lesson_done("no-such-lesson").is_err());
    }
    let table = epochs_table::Table::open(Some(dir.path())).unwrap();
    assert_eq!(table.lessons_done().unwrap(), [key]);
}

/// A game started from lesson `key` on a fresh table, its seats after the learner's bots.
fn lesson_game(
    key: &str,
) -> (
    tempfile::TempDir,
    epochs_table::Table,
    epochs_store::GameId,
    Value,
) {
    let (dir, mut table) = fresh();
    let lesson = lesson_files().into_iter().find(|l| l.key == key).unwrap();
    let parts = lesson.parts().unwrap();
    let players = parts.scenario["setup"]["players"].as_array().unwrap().len();
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut req = common::request(lesson.game, &names, 0, Value::Null, Value::Null);
    for seat in req.seats.iter_mut().skip(1) {
        seat.kind = epochs_table::SeatKind::Bot;
        seat.level = Some(epochs_table::BotLevel::Easy);
    }
    req.lesson = Some(key.into());
    let game = table.create(req).unwrap();
    (dir, table, game.id, parts.scenario["steps"].clone())
}

#[test]
fn a_bot_plays_the_answer_its_lesson_scripts_and_thinks_for_itself_after_the_lesson() {
    let (_dir, mut table, id, steps) = lesson_game("tempus-05-fight");
    let steps = steps.as_array().unwrap();
    let scripted = steps
        .iter()
        .position(|s| s["seat"].as_u64().unwrap_or(0) != 0)
        .expect("the fight lesson scripts an answer");
    for step in &steps[..scripted] {
        table.apply(id, 0, &step["action"], None).unwrap();
    }
    // The bot's move is the lesson's, not one of its own choosing.
    table.bot_move(id).unwrap();
    let export: Value = serde_json::from_str(&table.export(id).unwrap()).unwrap();
    let played = export["actions"].as_array().unwrap();
    assert_eq!(played.len(), scripted + 1);
    let last = played.last().unwrap();
    assert_eq!(last["seat"], steps[scripted]["seat"]);
    assert_eq!(
        last["action"], steps[scripted]["action"],
        "the bot's move is the lesson's"
    );
    for step in &steps[scripted + 1..] {
        table.apply(id, 0, &step["action"], None).unwrap();
    }
    // Past the lesson, the bots play on as any bot: ending the learner's turn, they think.
    table
        .apply(id, 0, &serde_json::json!({"type": "end_turn"}), None)
        .unwrap();
    let before = table.view(id, None).unwrap().seq;
    table.bot_move(id).unwrap();
    assert_eq!(table.view(id, None).unwrap().seq, before + 1);
}
