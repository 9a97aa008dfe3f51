//! Turning a state into a hand-made position, and a failure found by random play into a
//! scenario that reproduces it, cut down to what matters (`epochs simulate`).

use super::action::Action;
use super::board::Building;
use super::position::{BoardsSpec, BuildingSpec, PlayerSpec, PositionSpec, ShadowOf};
use super::state::{Setup, State};
use super::types::Age;
use super::{apply, invariants, legal_actions};
use crate::simulate::Failure;
use serde_json::{json, Value};

/// The position of `state` at the start of a turn, as a scenario would set it up: every
/// building with its controller, ruin side, renovation cube, population and time-shadow link;
/// each seat's Ecus, hand and pawns; the whole deck in order; discards and face-up cards.
pub fn position_of(state: &State) -> PositionSpec {
    let spec_of = |age: Age| -> Vec<BuildingSpec> {
        state
            .board(age)
            .buildings
            .iter()
            .filter(|b| !b.printed || b.population() > 0)
            .map(|b| building_spec(state, age, b))
            .collect()
    };
    PositionSpec {
        turn: Some(state.turn),
        first: Some(state.first),
        active: Some(state.active),
        boards: BoardsSpec {
            might: spec_of(Age::Might),
            faith: spec_of(Age::Faith),
            reason: spec_of(Age::Reason),
        },
        players: state
            .players
            .iter()
            .map(|p| PlayerSpec {
                ecus: Some(p.ecus),
                hand: Some(p.hand),
                pawns: Some(p.pawns),
            })
            .collect(),
        deck: Some(state.deck.iter().rev().copied().collect()),
        discard: Some(state.discard),
        face_up: Some(state.face_up),
        stock: Default::default(),
    }
}

fn building_spec(state: &State, age: Age, b: &Building) -> BuildingSpec {
    let controlled = b.btype.kind.is_controlled();
    let previous = age.previous().map(|p| state.board(p));
    let original = previous.and_then(|p| b.shadow_of.and_then(|id| p.get(id)));
    let identical = previous.is_some_and(|p| {
        p.buildings.iter().any(|e| {
            e.btype == b.btype
                && e.mask == b.mask
                && (age != Age::Faith || e.controller == b.controller)
        })
    });
    let shadow_of = match original {
        Some(o) => Some(ShadowOf::Square(state.map.footprint(o.mask).squares()[0])),
        None if identical && !b.printed && b.btype.size >= 2 => Some(ShadowOf::Flag(false)),
        None => None,
    };
    BuildingSpec {
        building: b.btype,
        squares: state.map.footprint(b.mask),
        controller: b.controller,
        ruin: (controlled && age == Age::Reason).then_some(b.ruin),
        renovation: b.renovation,
        cubes: b
            .cubes
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(s, &n)| (s as u8, n))
            .collect(),
        shadow_of,
    }
}

/// The cut-down scenario reproducing a failure of random play that happened in the turn
/// starting at `turn_start`, at the last of `steps`.
pub fn failure_scenario(
    setup: &Setup,
    turn_start: &State,
    steps: &[Action],
    failure: &Failure,
) -> Value {
    let mut r = Reproduction {
        setup: setup.clone(),
        position: position_of(turn_start),
        steps: steps.to_vec(),
        failure: failure.clone(),
    };
    r.minimise();
    let found_by = format!(
        "`epochs simulate` (random play, game seed {}, turn {} of seat {})",
        setup.seed, turn_start.turn, turn_start.active
    );
    r.scenario(&found_by)
}

/// A failure of random play, ready to be cut down and written as a scenario.
#[derive(Clone, Debug)]
pub struct Reproduction {
    /// The game's setup (players, options, map, seed).
    pub setup: Setup,
    /// The position at the start of the turn in which it happened.
    pub position: PositionSpec,
    /// The actions of that turn, the offending one last.
    pub steps: Vec<Action>,
    /// What went wrong at the last step.
    pub failure: Failure,
}

impl Reproduction {
    /// Whether playing the steps from the position still ends in the same failure.
    pub fn reproduces(&self) -> bool {
        let Ok(mut state) = State::new(&self.setup) else {
            return false;
        };
        if self.position.apply_to(&mut state).is_err() {
            return false;
        }
        let Some((last, before)) = self.steps.split_last() else {
            return false;
        };
        if before.iter().any(|a| apply(&mut state, a).is_err()) {
            return false;
        }
        let listed = legal_actions(&state).contains(last);
        let applied = apply(&mut state, last).is_ok();
        match &self.failure {
            Failure::Invariant(message) => {
                applied && invariants::check(&state).first() == Some(message)
            }
            Failure::ListedRefused => listed && !applied,
            Failure::UnlistedAccepted => !listed && applied,
        }
    }

    /// Drops the earlier actions of the turn and the buildings that the failure does not
    /// need, one at a time, keeping each cut that still reproduces it.
    pub fn minimise(&mut self) {
        if !self.reproduces() {
            return;
        }
        let mut i = self.steps.len().saturating_sub(1);
        while i > 0 {
            i -= 1;
            let removed = self.steps.remove(i);
            if !self.reproduces() {
                self.steps.insert(i, removed);
            }
        }
        // Later ages first, so that a time shadow goes before its original; a building goes
        // together with the shadows linked to it. Repeated until nothing more can go.
        loop {
            let mut cut = false;
            for age in [Age::Reason, Age::Faith, Age::Might] {
                let mut j = board_specs(&mut self.position.boards, age).len();
                while j > 0 {
                    j -= 1;
                    let before = self.position.boards.clone();
                    remove_with_shadows(&mut self.position.boards, age, j);
                    if self.reproduces() {
                        cut = true;
                    } else {
                        self.position.boards = before;
                    }
                }
            }
            if !cut {
                break;
            }
        }
    }

    /// The scenario file (docs/scenarios.md) that replays this failure; it passes once the
    /// engine is right. `found_by` says which run found it.
    pub fn scenario(&self, found_by: &str) -> Value {
        let (what, rules) = match &self.failure {
            Failure::Invariant(m) => (
                format!("the invariants must hold after the last step (they did not: {m})"),
                if m.contains("Hierarchy") {
                    vec!["hierarchy"]
                } else {
                    vec![]
                },
            ),
            Failure::ListedRefused => (
                "the last action, listed as legal, must be applied".to_string(),
                vec![],
            ),
            Failure::UnlistedAccepted => (
                "the legal actions must list the last action, which the engine accepts \
                 (or the engine must refuse it: then give the step its rule as `error`)"
                    .to_string(),
                vec![],
            ),
        };
        let (last, before) = match self.steps.split_last() {
            Some((l, b)) => (Some(l), b),
            None => (None, &self.steps[..]),
        };
        let mut steps: Vec<Value> = before.iter().map(|a| json!({ "action": a })).collect();
        let mut expect = Value::Null;
        match (&self.failure, last) {
            (Failure::UnlistedAccepted, Some(a)) => expect = json!({ "legal": [a] }),
            (_, Some(a)) => steps.push(json!({ "action": a })),
            (_, None) => {}
        }
        let mut out = json!({
            "game": "khronos",
            "name": format!("Random play: {}", short(&self.failure)),
            "rules": rules,
            "description": format!(
                "Found by {found_by}. The position is the start of the turn in which it \
                 happened, cut down to the buildings and actions that still reproduce it. \
                 Expected: {what}."
            ),
            "setup": self.setup,
            "position": self.position,
            "steps": steps,
        });
        if !expect.is_null() {
            out["expect"] = expect;
        }
        out
    }
}

fn short(f: &Failure) -> String {
    match f {
        Failure::Invariant(m) => m.clone(),
        Failure::ListedRefused => "a listed action is refused".into(),
        Failure::UnlistedAccepted => "an accepted action is not listed".into(),
    }
}

/// Removes building `j` of `age` and, in later ages, the buildings linked to it as its
/// time shadows.
fn remove_with_shadows(boards: &mut BoardsSpec, age: Age, j: usize) {
    let specs = board_specs(boards, age);
    if j >= specs.len() {
        return;
    }
    let removed = specs.remove(j);
    if let Some(next) = age.next() {
        let later = board_specs(boards, next);
        let linked = later.iter().position(|b| {
            matches!(b.shadow_of, Some(ShadowOf::Square(sq)) if removed.squares.squares().contains(&sq))
        });
        if let Some(k) = linked {
            remove_with_shadows(boards, next, k);
        }
    }
}

fn board_specs(b: &mut BoardsSpec, age: Age) -> &mut Vec<BuildingSpec> {
    match age {
        Age::Might => &mut b.might,
        Age::Faith => &mut b.faith,
        Age::Reason => &mut b.reason,
    }
}
