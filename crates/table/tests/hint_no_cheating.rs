//! A hint knows only what the seat's view shows. The table thinks out a hint with the medium
//! bot its hosted game hands out (`Table::hint_job` -> `HostedGame::thinker` ->
//! `Thinker::think` and `steps_after`, given one deal of the seat's view, never the state). Here a game is
//! opened from a snapshot of a state, as the table opens a saved game, and from the same
//! state with one hidden part changed (the helpers of the bots' no-cheating test): the seat's
//! view is byte-identical and the hint must be too, action, words and why.

#[path = "../../bots/tests/common/hidden.rs"]
mod hidden;

use epochs_bots::Player;
use epochs_engine::khronos::Khronos;
use epochs_engine::simulate::Simulated;
use epochs_engine::tempus::Tempus;
use epochs_table::bot::SearchConfig;
use epochs_table::hosted::{HostedGame, Live, TableGame};
use hidden::Vary;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// The hint the table would think out for `seat` of the game standing at `state` (opened
/// from its snapshot), on a fixed budget: the table's own budget has a clock.
fn hint<G: TableGame>(setup: &Value, state: &G::State, seat: u8, seed: u64) -> String {
    let snapshot = serde_json::to_string(state).unwrap();
    let live = Live::<G>::replay(setup, Some((0, &snapshot)), &[]).unwrap();
    let search = SearchConfig {
        iterations: 60,
        ..Default::default()
    };
    let thinker = live.thinker(seat, Player::Medium, Some(search), seed);
    let thought = thinker.think(None).unwrap();
    // The steps that finish the hinted action (a Tempus move's tokens) as well.
    let steps: Vec<String> = thinker
        .steps_after(&thought, None)
        .iter()
        .map(|t| t.action.to_string())
        .collect();
    format!(
        "{} / {:?} / {}",
        thought.action,
        thought.why,
        steps.join(", ")
    )
}

/// In seeded random 3-seat games, `count` positions at least `gap` actions apart where
/// `vary` changes something: the same view must give the same hint.
fn same_hint_behind<G: TableGame + Simulated>(
    part: &str,
    vary: Vary<G::State>,
    count: usize,
    gap: u64,
) {
    let mut compared = 0;
    let mut differed = Vec::new();
    'games: for g in 0..8u64 {
        let setup = G::random_setup(3, 23, g, true);
        let setup_json = serde_json::to_value(&setup).unwrap();
        let mut state = G::setup(&setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let (mut step, mut next) = (0, 0);
        while let Some(seat) = G::to_act(&state) {
            let mut vary_rng = ChaCha8Rng::seed_from_u64(step);
            if step >= next {
                if let Some(other) = vary(&state, seat, &mut vary_rng) {
                    next = step + gap;
                    let view = |s: &G::State| serde_json::to_string(&G::view(s, Some(seat)));
                    assert_eq!(view(&state).unwrap(), view(&other).unwrap(), "{part}");
                    let seed = 1000 + step;
                    let a = hint::<G>(&setup_json, &state, seat, seed);
                    let b = hint::<G>(&setup_json, &other, seat, seed);
                    if a != b {
                        differed.push(format!("game {g} step {step}: {a} | {b}"));
                    }
                    compared += 1;
                    if compared >= count {
                        break 'games;
                    }
                }
            }
            let a = G::random_legal(&state, &mut rng).unwrap();
            G::apply(&mut state, &a).unwrap();
            step += 1;
        }
    }
    assert!(compared >= count, "{part}: only {compared} compared");
    assert!(
        differed.is_empty(),
        "{} {part}: the hint changed with only the {part} changed: {}",
        G::KEY,
        differed.join("; ")
    );
}

#[test]
fn a_khronos_hint_ignores_each_hidden_part() {
    same_hint_behind::<Khronos>("other hands", hidden::khronos_other_hands, 8, 7);
    same_hint_behind::<Khronos>("deck order", hidden::khronos_deck_order, 8, 7);
    same_hint_behind::<Khronos>("discard pile", hidden::khronos_discard, 8, 7);
}

#[test]
fn a_tempus_hint_ignores_each_hidden_part() {
    same_hint_behind::<Tempus>("other hands", hidden::tempus_other_hands, 8, 7);
    same_hint_behind::<Tempus>("deck order", hidden::tempus_deck_order, 8, 7);
    same_hint_behind::<Tempus>("progress plays", hidden::tempus_progress_plays, 6, 2);
    same_hint_behind::<Tempus>("attack cards", hidden::tempus_attack_cards, 6, 1);
    same_hint_behind::<Tempus>("map tile order", hidden::tempus_tile_order, 6, 1);
    same_hint_behind::<Tempus>("face-down map tiles", hidden::tempus_tile_identity, 6, 1);
}
