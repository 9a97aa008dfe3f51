//! Tempus through the table service on a real SQLite file: setup by tile placement, play,
//! the log in words, undo within the rules, hidden hands, reopen and resume, export/import.

mod common;

use epochs_table::{GameKind, NewGameRequest, Table, TableError};
use serde_json::{json, Value};

fn request(players: &[&str], seed: u64, map: Value) -> NewGameRequest {
    common::request(
        GameKind::Tempus,
        players,
        seed,
        json!({"atlantis": true}),
        map,
    )
}

/// The first legal action of the first of `prefer` groups offered, else of the first group.
fn pick(table: &mut Table, id: i64, seat: u8, prefer: &[&str]) -> Value {
    let groups = table.legal(id, seat).unwrap();
    prefer
        .iter()
        .find_map(|g| groups.iter().find(|x| x.group == *g))
        .unwrap_or(&groups[0])
        .actions[0]
        .value()
        .unwrap()
}

/// Plays until no decision of the setup phase is left.
fn finish_setup(table: &mut Table, id: i64) {
    loop {
        let view = table.view(id, None).unwrap();
        if view.state["phase"] != "setup" {
            return;
        }
        let seat = view.to_act.unwrap();
        let a = pick(table, id, seat, &["place_tile", "place_token"]);
        table.apply(id, seat, &a, Some(view.seq)).unwrap();
    }
}

#[test]
fn setup_by_tile_placement_is_asked_of_the_players_in_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let game = table
        .create(request(&["Ada", "Ben", "Cy"], 7, Value::Null))
        .unwrap();
    let view = table.view(game.id, None).unwrap();
    assert_eq!(view.game, "tempus");
    assert_eq!(view.state["pending"]["decision"], "place_tile");
    let tile = &view.state["drawn_tile"];
    assert_eq!(tile["terrains"].as_array().unwrap().len(), 7);
    let seat = view.to_act.unwrap();
    let groups = table.legal(game.id, seat).unwrap();
    assert_eq!(groups.len(), 1);
    assert_eq!(groups[0].group, "place_tile");
    // The first tile may go anywhere it fits: many places, six rotations each.
    assert!(groups[0].actions.len() > 100, "{}", groups[0].actions.len());
    let first = groups[0].actions[0].value().unwrap();
    assert_eq!(first["type"], "place_tile");
    let out = table.apply(game.id, seat, &first, Some(view.seq)).unwrap();
    assert!(
        tells(out.log.last().unwrap(), "tile_placed"),
        "{:?}",
        out.log
    );
    // The next tile must touch the island: fewer places than for the first.
    let next = table.view(game.id, None).unwrap();
    let next_seat = next.to_act.unwrap();
    assert_ne!(next_seat, seat, "tiles are placed in turn");
    let groups = table.legal(game.id, next_seat).unwrap();
    assert!(groups[0].actions.len() < 200);
    // A tile that does not touch the island is refused with the rule and nothing changes.
    let far = json!({"type": "place_tile", "at": "A1", "rotation": 0});
    let err = table
        .apply(game.id, next_seat, &far, Some(next.seq))
        .unwrap_err();
    assert!(matches!(err, TableError::Rule { .. }), "{err:?}");
    assert_eq!(table.view(game.id, None).unwrap().seq, next.seq);
    finish_setup(&mut table, game.id);
    let view = table.view(game.id, None).unwrap();
    assert_eq!(view.state["phase"], "actions");
    let tokens: u64 = view.state["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s[1]["tokens"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(tokens, 9, "three starting tokens each");
}

#[test]
fn play_log_undo_hidden_hands_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let mut table = Table::open(Some(dir.path())).unwrap();
        let id = table
            .create(request(&["Ada", "Ben", "Cy"], 11, json!("random")))
            .unwrap()
            .id;
        finish_setup(&mut table, id);
        let view = table.view(id, None).unwrap();
        let seat = view.to_act.unwrap();

        // An idea draws cards: it cannot be undone, and the log says how many, not which.
        let idea = json!({"type": "idea"});
        let out = table.apply(id, seat, &idea, Some(view.seq)).unwrap();
        let drawn = out.log.last().unwrap();
        assert!(tells(drawn, "cards_drawn"), "{drawn:?}");
        assert!(
            drawn.facts.iter().all(|f| f.get("cards").is_none()),
            "{drawn:?}"
        );
        assert_eq!(out.view.can_undo, None);
        let err = table.undo(id, seat).unwrap_err();
        assert!(matches!(err, TableError::Undo { .. }), "{err:?}");
        let own = table.view(id, Some(seat)).unwrap();
        let hand = own.state["players"][seat as usize]["hand"].clone();
        assert!(hand.as_array().is_some_and(|h| !h.is_empty()), "{hand}");
        let other = (seat + 1) % 3;
        let theirs = table.view(id, Some(other)).unwrap();
        assert!(theirs.state["players"][seat as usize]["hand"].is_null());
        let bystander = table.view(id, None).unwrap();
        assert!(bystander.state["players"][seat as usize]["hand"].is_null());
        for line in table.log(id, Some(other)).unwrap() {
            for card in hand.as_array().unwrap() {
                let name = card.as_str().unwrap().split('/').next().unwrap();
                assert!(
                    !line
                        .facts
                        .iter()
                        .any(|f| f["event"] == "card_played" && f["card"] == *card),
                    "{name}: {line:?}"
                );
            }
        }
        let view = table.view(id, None).unwrap();
        let end = json!({"type": "end_turn"});
        table.apply(id, seat, &end, Some(view.seq)).unwrap();

        // The next player moves people: that can be taken back, action by action.
        let view = table.view(id, None).unwrap();
        let next = view.to_act.unwrap();
        assert_ne!(next, seat);
        let before = view.state.clone();
        let out = table
            .apply(id, next, &json!({"type": "move"}), Some(view.seq))
            .unwrap();
        assert_eq!(out.view.can_undo, Some(next));
        // Another seat may not undo it.
        assert!(table.undo(id, seat).is_err());
        let undone = table.undo(id, next).unwrap();
        assert_eq!(undone.view.seq, view.seq);
        assert_eq!(undone.log_from, view.seq);
        assert_eq!(table.view(id, None).unwrap().state, before);
        let view = table.view(id, None).unwrap();
        let babies = pick(&mut table, id, next, &["babies", "move"]);
        table.apply(id, next, &babies, Some(view.seq)).unwrap();
        let log = table.log(id, None).unwrap();
        let last = log.last().unwrap();
        assert!(
            tells(last, "babies_born") || last.action.is_some(),
            "{last:?}"
        );
        assert!(log.iter().any(|l| tells(l, "token_placed")));
        id
    };
    // Reopened from the file, the game is exactly where it was.
    let mut table = Table::open(Some(dir.path())).unwrap();
    let view = table.view(id, None).unwrap();
    let list = table.list().unwrap();
    assert_eq!(list[0].game, "tempus");
    assert_eq!(list[0].preview["game"], "tempus");
    // Tempus's own part of the preview sits beside the common fields, as it always did.
    let seats = view.seats.len();
    assert_eq!(list[0].preview["eras"].as_array().unwrap().len(), seats);
    assert_eq!(list[0].preview["points"].as_array().unwrap().len(), seats);
    assert!(list[0].preview["round"].is_u64());
    assert!(!list[0].preview["picture"].as_array().unwrap().is_empty());
    assert!(list[0].preview.get("turn").is_none());
    assert!(view.seq > 10);
    let seat = view.to_act.unwrap();
    let a = pick(&mut table, id, seat, &["end_move", "end_turn"]);
    table.apply(id, seat, &a, Some(view.seq)).unwrap();

    // Export and import replay every action.
    let file = table.export(id).unwrap();
    let copy = table.import(&file).unwrap();
    assert_eq!(
        table.view(copy.id, None).unwrap().state,
        table.view(id, None).unwrap().state
    );
}

#[test]
fn random_tempus_games_through_the_table_reach_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(&["Ada", "Ben", "Cy", "Dee"], 3, json!("random")))
        .unwrap()
        .id;
    let mut steps = 0;
    while let Some(seat) = table.view(id, None).unwrap().to_act {
        let groups = table.legal(id, seat).unwrap();
        // Prefer growth and progress so that the game ends; fight now and then.
        let order = [
            "discard",
            "progress_cards",
            "declare_terrain",
            "attack_cards",
            "defend_cards",
            "reveal",
            "occupy",
            "babies",
            "idea",
            "end_move",
            "end_turn",
        ];
        let g = order
            .iter()
            .find_map(|g| groups.iter().find(|x| x.group == *g))
            .unwrap_or(&groups[0]);
        let a = g.actions[(steps * 7) % g.actions.len()].value().unwrap();
        let seq = table.view(id, None).unwrap().seq;
        table.apply(id, seat, &a, Some(seq)).unwrap();
        steps += 1;
        assert!(steps < 3000, "the game should end");
    }
    let view = table.view(id, None).unwrap();
    assert!(view.finished);
    let history = view.state["era_history"].as_array().unwrap();
    assert!(!history.is_empty());
    assert!(table
        .log(id, None)
        .unwrap()
        .last()
        .is_some_and(|l| tells(l, "game_over")));
    let summary = table.summary(id).unwrap();
    assert!(summary.finished);
    assert!(!summary.preview["winners"].as_array().unwrap().is_empty());
}

#[test]
fn no_log_line_is_blank_for_any_viewer() {
    use rand::SeedableRng;
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(&["A", "B", "C"], 5, Value::Null))
        .unwrap()
        .id;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    common::play_random(&mut table, id, 300, &mut rng);
    for viewer in [None, Some(0), Some(1), Some(2)] {
        for line in table.log(id, viewer).unwrap() {
            assert!(
                !line.facts.is_empty() || line.action.is_some(),
                "a blank line {} for {viewer:?}",
                line.seq
            );
        }
    }
    // "Move people" and "Finish moving" tell no event: their lines carry the action.
    let log = table.log(id, None).unwrap();
    assert!(
        log.iter()
            .any(|l| l.facts.is_empty() && l.action == Some(json!({"type": "move"}))),
        "no move"
    );
}

/// Whether a log line tells an event of kind `event`.
fn tells(line: &epochs_table::LogLine, event: &str) -> bool {
    line.facts.iter().any(|f| f["event"] == event)
}
