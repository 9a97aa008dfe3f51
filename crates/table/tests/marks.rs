//! The places each log line marks agree with the boards: after a line's action, what it
//! says was built stands on its squares, a moved token stands where it went, an arriving
//! Adventurer stands on its board. Seeded random games of both games.

mod common;

use common::{play_random, request};
use epochs_table::marks::{Mark, MarkKind, MarkPiece};
use epochs_table::{GameKind, Table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::collections::HashMap;

/// A played game: its table (and the folder it lives in), its id, and each log line's step,
/// seat and marks.
struct Played {
    table: Table,
    _dir: tempfile::TempDir,
    id: i64,
    lines: Vec<(u64, u8, Vec<Mark>)>,
}

/// Plays a seeded random game.
fn played(game: GameKind, players: &[&str], seed: u64) -> Played {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open(Some(dir.path())).unwrap();
    let id = table
        .create(request(game, players, seed, Value::Null, Value::Null))
        .unwrap()
        .id;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    play_random(&mut table, id, 3000, &mut rng);
    let log = table.log(id, None).unwrap();
    let lines = log.into_iter().map(|l| (l.seq, l.seat, l.marks)).collect();
    Played {
        table,
        _dir: dir,
        id,
        lines,
    }
}

/// Calls `check` with every mark of four seeded games of `game`, its log line's step and
/// seat, and the public state after that step.
fn each_mark(game: GameKind, mut check: impl FnMut(&Mark, u64, u8, &Value)) {
    for seed in 1..=4 {
        let Played {
            mut table,
            id,
            lines,
            ..
        } = played(game, &["A", "B", "C"], seed);
        for (seq, seat, marks) in lines {
            if marks.is_empty() {
                continue;
            }
            let after = table.replay(id, seq + 1, None).unwrap().state;
            for m in &marks {
                check(m, seq, seat, &after);
            }
        }
    }
}

fn upper(v: &[String]) -> Vec<String> {
    let mut out: Vec<String> = v.iter().map(|s| s.to_uppercase()).collect();
    out.sort();
    out
}

/// The squares of each building on `board` of a Khronos view's state.
fn khronos_buildings(state: &Value, board: &str) -> Vec<(Vec<String>, Value)> {
    let i = ["might", "faith", "reason"]
        .iter()
        .position(|a| *a == board)
        .unwrap();
    state["boards"][i]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let sq: Vec<String> = serde_json::from_value(b["squares"].clone()).unwrap();
            (upper(&sq), b.clone())
        })
        .collect()
}

#[test]
fn khronos_marks_match_the_boards_after_each_action() {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    each_mark(GameKind::Khronos, |m, seq, seat, after| {
        assert!(
            ["might", "faith", "reason"].contains(&m.board.as_str()),
            "{m:?}"
        );
        match m.kind {
            MarkKind::Built | MarkKind::Changed | MarkKind::Added => {
                // A later event of the same action may have replaced it (a ripple's
                // paradox, a downsizing), so the squares are checked, not the type.
                let at = upper(&m.at);
                let covered: Vec<String> = khronos_buildings(after, &m.board)
                    .into_iter()
                    .flat_map(|(sq, _)| sq)
                    .collect();
                assert!(
                    at.iter().all(|s| covered.contains(s)),
                    "step {seq}: {m:?} not on the board"
                );
                *seen
                    .entry(if m.kind == MarkKind::Built {
                        "built"
                    } else {
                        "other"
                    })
                    .or_default() += 1;
            }
            MarkKind::Removed => {
                let gone = khronos_buildings(after, &m.board)
                    .into_iter()
                    .all(|(sq, b)| {
                        let was = match m.piece {
                            Some(MarkPiece::Building { building }) => Some(building.name()),
                            _ => None,
                        };
                        sq != upper(&m.at)
                            || b["building"]
                                .as_str()
                                .map(|t| Some(t.to_ascii_lowercase().as_str()) != was)
                                .unwrap_or(true)
                    });
                assert!(gone, "step {seq}: {m:?} still stands");
                *seen.entry("removed").or_default() += 1;
            }
            MarkKind::Arrived => {
                assert_eq!(m.seat, Some(seat));
                let pawns = &after["players"][seat as usize]["pawns"];
                assert!(
                    pawns
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|p| p == &json!(m.board)),
                    "step {seq}: {m:?}"
                );
                assert_ne!(m.from.as_deref(), Some(m.board.as_str()));
                *seen.entry("arrived").or_default() += 1;
            }
            MarkKind::Moved | MarkKind::Fight => panic!("no such mark in Khronos: {m:?}"),
        }
    });
    for kind in ["built", "removed", "arrived", "other"] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} marks in four games: {seen:?}"
        );
    }
}

/// What stands on `hex` in a Tempus view's state.
fn spot(state: &Value, hex: &str) -> Option<Value> {
    state["board"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e[0].as_str().is_some_and(|h| h.eq_ignore_ascii_case(hex)))
        .map(|e| e[1].clone())
}

#[test]
fn tempus_marks_match_the_island_after_each_action() {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    each_mark(GameKind::Tempus, |m, seq, _seat, after| {
        assert_eq!(m.board, "map");
        match m.kind {
            MarkKind::Moved => {
                let s = spot(after, &m.at[0]).unwrap_or(Value::Null);
                assert!(s["owner"] == json!(m.seat), "step {seq}: {m:?} but {s}");
                assert!(m.from.is_some());
                *seen.entry("moved").or_default() += 1;
            }
            MarkKind::Built if matches!(m.piece, Some(MarkPiece::City { .. })) => {
                let s = spot(after, &m.at[0]).unwrap_or(Value::Null);
                assert!(
                    s["city"].as_u64().is_some_and(|v| v > 0),
                    "step {seq}: {m:?} but {s}"
                );
                *seen.entry("city").or_default() += 1;
            }
            MarkKind::Built => {
                assert_eq!(m.at.len(), 7, "a map tile covers 7 hexes: {m:?}");
                *seen.entry("tile").or_default() += 1;
            }
            MarkKind::Added => {
                for h in &m.at {
                    let s = spot(after, h).unwrap_or(Value::Null);
                    assert!(
                        s["tokens"].as_u64().is_some_and(|t| t > 0),
                        "step {seq}: {m:?} but {s}"
                    );
                }
                *seen.entry("added").or_default() += 1;
            }
            MarkKind::Fight => {
                assert!(m.from.is_some());
                *seen.entry("fight").or_default() += 1;
            }
            MarkKind::Removed | MarkKind::Changed => {
                *seen.entry("removed").or_default() += 1;
            }
            MarkKind::Arrived => panic!("no such mark in Tempus: {m:?}"),
        }
    });
    for kind in ["moved", "tile", "added", "city"] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} marks in four games: {seen:?}"
        );
    }
}
