//! Bots fill seats: they play whole games of both games through the table, each move saved,
//! and never move for a person.

mod common;

use epochs_table::bot::{BotBudget, SearchConfig};
use epochs_table::refusal::Refusal;
use epochs_table::{GameKind, SeatKind, Table, TableError};
use serde_json::{json, Value};

/// A table on a fresh SQLite folder whose bots search `iterations` deals a move.
fn table_with_bots(iterations: u32) -> (tempfile::TempDir, Table) {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    table.set_bot_budget(BotBudget {
        search: Some(SearchConfig {
            iterations,
            ..Default::default()
        }),
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

/// A two-seat Khronos game dealt from `seed` whose seats listed in `bots` are bots.
fn khronos_with_bots(table: &mut Table, seed: u64, bots: &[usize]) -> i64 {
    let mut req = common::request(
        GameKind::Khronos,
        &["Ann", "Bot"],
        seed,
        Value::Null,
        Value::Null,
    );
    for &b in bots {
        req.seats[b].kind = SeatKind::Bot;
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
    let (_dir, mut table) = table_with_bots(10);
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
        .facts
        .iter()
        .any(|f| f["event"] == "game_over"));
}

#[test]
fn a_bot_never_moves_for_a_person_and_tells_nothing_private() {
    let (_dir, mut table) = table_with_bots(30);
    let id = khronos_with_bots(&mut table, 4, &[1]);
    let mut bot_moves = 0;
    while bot_moves < 12 {
        let view = table.view(id, None).unwrap();
        let seat = view.to_act.unwrap();
        if seat == 0 {
            let err = table.bot_move(id).unwrap_err();
            assert!(
                matches!(
                    err,
                    TableError::Refused {
                        refusal: Refusal::NotABot { .. }
                    }
                ),
                "{err:?}"
            );
            assert_eq!(table.view(id, None).unwrap().seq, view.seq);
            let groups = table.legal(id, 0).unwrap();
            let end = groups.iter().find(|g| g.group == "end_turn").unwrap();
            table
                .apply(id, 0, &end.actions[0].value().unwrap(), Some(view.seq))
                .unwrap();
        } else {
            let out = table.bot_move(id).unwrap();
            // The bot's hand is not in the answer, and its words are the bystander's.
            let bot = &out.view.state["players"][1];
            assert!(bot.get("hand").is_some_and(Value::is_null), "{bot}");
            let public = table.log(id, None).unwrap();
            assert_eq!(out.log.last(), public.last());
            bot_moves += 1;
        }
    }
}

#[test]
fn a_bot_thinks_without_holding_the_table_and_a_stale_move_is_dropped() {
    let (_dir, table) = table_with_bots(30);
    let table = std::sync::Mutex::new(table);
    let mut req = common::request(
        GameKind::Tempus,
        &["B1", "B2"],
        5,
        Value::Null,
        json!("placed"),
    );
    for s in &mut req.seats {
        s.kind = SeatKind::Bot;
    }
    let id = table.lock().unwrap().create(req).unwrap().id;
    // The job is taken under the lock, which is free again while the bot thinks.
    let job = table.lock().unwrap().bot_job(id).unwrap();
    assert!(
        table.try_lock().is_ok(),
        "the table is free while the bot thinks"
    );
    let thought = job.think().unwrap();
    // Meanwhile the game moved on: the thought-out move is dropped, nothing is saved.
    table.lock().unwrap().bot_move(id).unwrap();
    let seq = table.lock().unwrap().view(id, None).unwrap().seq;
    let err = table
        .lock()
        .unwrap()
        .finish_bot_move(&job, &thought)
        .unwrap_err();
    assert!(matches!(err, TableError::Stale { .. }), "{err:?}");
    assert_eq!(table.lock().unwrap().view(id, None).unwrap().seq, seq);
    // The off-lock move plays from where the game stands.
    let out = epochs_table::bot_move_off_lock(&table, id).unwrap();
    assert_eq!(out.view.seq, seq + 1);
}

#[test]
fn taking_a_seat_back_cancels_its_thinking_bot() {
    let (_dir, mut table) = table_with_bots(30);
    let id = khronos_with_bots(&mut table, 6, &[0, 1]);
    let job = table.bot_job(id).unwrap();
    let seat = job.seat;
    epochs_table::api::dispatch(
        &mut table,
        "set_seat_kind",
        json!({"game": id, "seat": seat, "kind": "human"}),
    )
    .unwrap();
    assert!(job.cancel.load(std::sync::atomic::Ordering::Relaxed));
    assert!(job.think().is_none(), "a cancelled bot stops");
    // Even a move thought out before is refused now: the seat is a person's.
    let err = table.bot_move(id).unwrap_err();
    assert!(
        matches!(
            err,
            TableError::Refused {
                refusal: Refusal::NotABot { .. }
            }
        ),
        "{err}"
    );
}

#[test]
fn levels_are_kept_per_seat_and_can_change_mid_game() {
    let (_dir, mut table) = table_with_bots(10);
    let mut req = common::request(
        GameKind::Khronos,
        &["Ann", "Bot"],
        7,
        Value::Null,
        Value::Null,
    );
    req.seats[1].kind = SeatKind::Bot;
    req.seats[1].level = Some(epochs_table::BotLevel::Easy);
    let id = table.create(req).unwrap().id;
    let seats = table.view(id, None).unwrap().seats;
    assert_eq!(seats[1].level, Some(epochs_table::BotLevel::Easy));
    epochs_table::api::dispatch(
        &mut table,
        "set_seat_kind",
        json!({"game": id, "seat": 0, "kind": "bot", "level": "hard"}),
    )
    .unwrap();
    let seats = table.view(id, None).unwrap().seats;
    assert_eq!(seats[0].kind, SeatKind::Bot);
    assert_eq!(seats[0].level, Some(epochs_table::BotLevel::Hard));
}

#[test]
fn a_hint_names_a_legal_action_and_why_for_the_seat_to_act_only() {
    let (_dir, mut table) = table_with_bots(20);
    let req = common::request(
        GameKind::Khronos,
        &["Ann", "Ben"],
        8,
        Value::Null,
        Value::Null,
    );
    let id = table.create(req).unwrap().id;
    let seat = table.view(id, None).unwrap().to_act.unwrap();
    let hint =
        epochs_table::api::dispatch(&mut table, "hint", json!({"game": id, "seat": seat})).unwrap();
    let legal = table.legal(id, seat).unwrap();
    let listed = legal
        .iter()
        .flat_map(|g| &g.actions)
        .any(|a| a.value().unwrap() == hint["action"]);
    assert!(listed, "the hint is a legal action: {hint}");
    assert_eq!(hint["plan"][0], hint["action"]);
    assert_eq!(hint["estimate"]["kind"], "chance", "{hint}");
    let chance = hint["estimate"]["chance"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&chance), "{hint}");
    let other = 1 - seat;
    let err = epochs_table::api::dispatch(&mut table, "hint", json!({"game": id, "seat": other}))
        .unwrap_err();
    assert!(
        matches!(
            err,
            TableError::Refused {
                refusal: Refusal::HintNotTheirMove { .. }
            }
        ),
        "{err}"
    );
    assert_eq!(
        table.view(id, None).unwrap().seq,
        0,
        "a hint changes nothing"
    );
}

#[test]
fn a_tempus_move_hint_says_which_tokens_go_where_and_draws_them() {
    let (_dir, mut table) = table_with_bots(30);
    let req = common::request(
        GameKind::Tempus,
        &["Ann", "Ben", "Cy"],
        4,
        Value::Null,
        Value::Null,
    );
    let id = table.create(req).unwrap().id;
    // The game played by its own hints until one is a move.
    let mut found = None;
    for _ in 0..400 {
        let seat = table.view(id, None).unwrap().to_act.unwrap();
        let hint =
            epochs_table::api::dispatch(&mut table, "hint", json!({"game": id, "seat": seat}))
                .unwrap();
        if hint["action"]["type"] == "move" {
            found = Some((seat, hint));
            break;
        }
        table.apply(id, seat, &hint["action"], None).unwrap();
    }
    let (seat, hint) = found.expect("a move hinted within 400 actions");
    let plan = hint["plan"].as_array().unwrap().clone();
    assert_eq!(plan[0], hint["action"]);
    assert!(plan.len() >= 2, "a move goes on to its tokens: {hint}");
    for step in &plan[1..] {
        let kind = step["type"].as_str().unwrap();
        assert!(kind == "move_token" || kind == "end_move", "{step}");
    }
    if plan.iter().any(|s| s["type"] == "move_token") {
        let marks = hint["preview"]["marks"].as_array().unwrap();
        assert!(!marks.is_empty(), "the tokens' moves are drawn: {hint}");
    }
    // Each step of the plan is legal in turn, and played, leaves the island as previewed.
    let seq = table.view(id, None).unwrap().seq;
    for step in &plan {
        table.apply(id, seat, step, None).unwrap();
    }
    let view = table.view(id, Some(seat)).unwrap();
    assert_eq!(view.seq, seq + plan.len() as u64);
    assert_eq!(view.state["board"], hint["preview"]["state"]["board"]);
}
