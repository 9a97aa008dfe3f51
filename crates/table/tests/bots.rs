//! Bots fill seats: they play whole games of both games through the table, each move saved,
//! and never move for a person.

mod common;

use epochs_table::bot::Effort;
use epochs_table::{GameKind, SeatKind, Table, TableError};
use serde_json::{json, Value};

/// A table on a fresh SQLite folder whose bots think with `candidates` x `playouts`.
fn table_with_bots(candidates: usize, playouts: usize) -> (tempfile::TempDir, Table) {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    table.set_bot_effort(Effort {
        candidates,
        playouts,
    });
    (dir, table)
}

fn all_bots(table: &mut Table, game: GameKind, players: &[&str], map: Value) -> i64 {
    let mut req = common::request(game, players, 21, Value::Null, map);
    for s in &mut req.seats {
        s.kind = SeatKind::Bot;
    }
    table.create(req).unwrap().id
}

fn play_out(table: &mut Table, id: i64) -> usize {
    let mut moves = 0;
    while table.view(id, None).unwrap().to_act.is_some() {
        let out = table.bot_move(id).unwrap();
        assert_eq!(out.view.state["viewer"], Value::Null, "bystander view");
        moves += 1;
        assert!(moves < 5000, "the game should end");
    }
    moves
}

#[test]
fn bots_play_a_whole_game_of_each_game() {
    let (_dir, mut table) = table_with_bots(3, 1);
    let k = all_bots(&mut table, GameKind::Khronos, &["K1", "K2"], Value::Null);
    let moves = play_out(&mut table, k);
    let view = table.view(k, None).unwrap();
    assert!(view.finished);
    assert_eq!(view.seq as usize, moves, "every bot move is saved");
    let t = all_bots(
        &mut table,
        GameKind::Tempus,
        &["T1", "T2", "T3"],
        json!("random"),
    );
    play_out(&mut table, t);
    assert!(table.view(t, None).unwrap().finished);
    assert!(table
        .log(t, None)
        .unwrap()
        .last()
        .unwrap()
        .text
        .contains("game is over"));
}

#[test]
fn a_bot_never_moves_for_a_person_and_tells_nothing_private() {
    let (_dir, mut table) = table_with_bots(4, 2);
    let mut req = common::request(
        GameKind::Khronos,
        &["Ann", "Bot"],
        4,
        Value::Null,
        Value::Null,
    );
    req.seats[1].kind = SeatKind::Bot;
    let id = table.create(req).unwrap().id;
    let mut bot_moves = 0;
    while bot_moves < 12 {
        let view = table.view(id, None).unwrap();
        let seat = view.to_act.unwrap();
        if seat == 0 {
            let err = table.bot_move(id).unwrap_err();
            assert!(matches!(err, TableError::BadRequest { .. }), "{err:?}");
            assert_eq!(table.view(id, None).unwrap().seq, view.seq);
            let groups = table.legal(id, 0).unwrap();
            let end = groups.iter().find(|g| g.group == "end_turn").unwrap();
            table
                .apply(id, 0, &end.actions[0].action, Some(view.seq))
                .unwrap();
        } else {
            let out = table.bot_move(id).unwrap();
            // The bot's hand is not in the answer, and its words are the bystander's.
            let bot = &out.view.state["players"][1];
            assert!(bot.get("hand").is_some_and(Value::is_null), "{bot}");
            let words = table.log(id, None).unwrap();
            assert_eq!(out.text, words.last().unwrap().text);
            bot_moves += 1;
        }
    }
}
