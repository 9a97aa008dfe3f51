//! Rules scenarios for any game (docs/scenarios.md): a setup, a position set up by hand,
//! actions that must be applied or refused, expectations. One runner owns the step loop and
//! its checks; each game brings only its position and expectation types.

use crate::game::NamedRule;
use crate::simulate::Simulated;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a game adds to the scenario runner: how to set up a position by hand and how to
/// check an expectation. The runner checks the invariants after every step, so a scenario
/// game is one random play can check (`Simulated`, a `Game`).
pub trait ScenarioGame: Simulated {
    /// A position set up by hand on top of a dealt game.
    type Position: DeserializeOwned;
    /// Facts to check about a state.
    type Expect: DeserializeOwned;
    /// Whether a scenario without a `game` field is one of this game's.
    const DEFAULT: bool = false;
    /// Sets up `position` on a freshly dealt `state`.
    fn set_up(state: &mut Self::State, position: &Self::Position) -> Result<(), String>;
    /// Checks `expect` against `state`; `Err` says what differs.
    fn check(state: &Self::State, expect: &Self::Expect) -> Result<(), String>;
}

/// `state`, freshly dealt, with the position a setup carries (a lesson's, as JSON in the
/// scenario format) set up on top: the setup of a game that starts from a position.
pub fn with_position<G: ScenarioGame>(
    mut state: G::State,
    position: Option<&Value>,
) -> Result<G::State, crate::game::SetupError> {
    if let Some(position) = position {
        let bad = |e: String| crate::game::SetupError(format!("position: {e}"));
        let spec: G::Position =
            serde_json::from_value(position.clone()).map_err(|e| bad(e.to_string()))?;
        G::set_up(&mut state, &spec).map_err(bad)?;
    }
    Ok(state)
}

/// A scenario file of game `G`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound = "")]
pub struct Scenario<G: ScenarioGame> {
    /// The game's key ("khronos", "tempus").
    #[serde(default)]
    pub game: Option<String>,
    /// Short name.
    pub name: String,
    /// What it shows.
    #[serde(default)]
    pub description: String,
    /// Rulings covered (e.g. "K17"), for the index in docs.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Players, options, map, seed.
    pub setup: G::Setup,
    /// A hand-made position; without it the dealt opening position is used.
    #[serde(default)]
    pub position: Option<G::Position>,
    /// Actions in order.
    #[serde(default)]
    pub steps: Vec<Step<G>>,
    /// Expectations at the end.
    #[serde(default)]
    pub expect: Option<G::Expect>,
}

/// One action and what it should do.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound = "")]
pub struct Step<G: ScenarioGame> {
    /// The seat expected to act.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The action.
    pub action: G::Action,
    /// When given, the action must be refused with this rule code (or ruling number); the
    /// state must not change and the action must not be listed as legal.
    #[serde(default)]
    pub error: Option<String>,
    /// Events that must be among those the action caused (only the fields given compared).
    #[serde(default)]
    pub events: Vec<Value>,
    /// Expectations right after this step.
    #[serde(default)]
    pub expect: Option<G::Expect>,
}

impl<G: ScenarioGame> std::fmt::Debug for Scenario<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scenario")
            .field("game", &G::KEY)
            .field("name", &self.name)
            .field("steps", &self.steps.len())
            .finish()
    }
}

impl<G: ScenarioGame> Scenario<G> {
    /// Parses a scenario from JSON, with the place of any error.
    pub fn parse(text: &str) -> Result<Scenario<G>, String> {
        let s: Scenario<G> = serde_json::from_str(text).map_err(|e| e.to_string())?;
        match s.game.as_deref() {
            Some(g) if g == G::KEY => Ok(s),
            None if G::DEFAULT => Ok(s),
            None => Err(format!(
                "a {} scenario says \"game\": \"{}\"",
                G::KEY,
                G::KEY
            )),
            Some(g) => Err(format!(
                "game '{g}' is not handled by the {} scenario runner",
                G::KEY
            )),
        }
    }

    /// Builds the starting state.
    pub fn start(&self) -> Result<G::State, String> {
        let mut state = G::setup(&self.setup).map_err(|e| format!("setup: {e}"))?;
        if let Some(p) = &self.position {
            G::set_up(&mut state, p).map_err(|e| format!("position: {e}"))?;
        }
        Ok(state)
    }

    /// Runs the scenario: each step's seat, refusal (with the state unchanged and the action
    /// not listed) or success (listed as legal, with the events named), the invariants after
    /// every step, the expectations. `Err` says what went wrong and where.
    pub fn run(&self) -> Result<(), String> {
        let mut state = self.start()?;
        for (i, step) in self.steps.iter().enumerate() {
            let place = format!("step {} ({})", i + 1, G::group(&step.action));
            check_seat(&place, step.seat, G::to_act(&state))?;
            let before = state.clone();
            let listed = G::legal_actions(&state).contains(&G::canonical(&state, &step.action));
            match (&step.error, G::apply(&mut state, &step.action)) {
                (None, Ok(events)) => {
                    if !listed {
                        return Err(format!("{place}: applied but not listed as legal"));
                    }
                    check_events(&events, &step.events).map_err(|e| format!("{place}: {e}"))?;
                }
                (None, Err(e)) => return Err(format!("{place}: refused: {e}")),
                (Some(rule), Ok(_)) => {
                    return Err(format!(
                        "{place}: expected a refusal under '{rule}' but it was applied"
                    ))
                }
                (Some(rule), Err(e)) => {
                    if e.code() != rule && e.ruling() != rule {
                        return Err(format!(
                            "{place}: expected a refusal under '{rule}', got '{}': {e}",
                            e.code()
                        ));
                    }
                    if listed {
                        return Err(format!("{place}: refused but listed as legal"));
                    }
                    if state != before {
                        return Err(format!("{place}: the refused action changed the state"));
                    }
                }
            }
            if let Some(p) = G::invariants(&state).first() {
                return Err(format!("{place}: invariant broken: {p}"));
            }
            if let Some(x) = &step.expect {
                G::check(&state, x).map_err(|e| format!("{place}: {e}"))?;
            }
        }
        if let Some(x) = &self.expect {
            G::check(&state, x).map_err(|e| format!("end: {e}"))?;
        }
        Ok(())
    }
}

/// Compares an expected value, when one is given, with the actual one.
pub fn eq<T: PartialEq + std::fmt::Debug>(
    want: Option<T>,
    got: T,
    what: &str,
) -> Result<(), String> {
    match want {
        Some(w) if w != got => Err(format!("{what}: expected {w:?}, got {got:?}")),
        _ => Ok(()),
    }
}

/// Checks that `expected` (when a step names a seat) is the seat to act.
pub fn check_seat(place: &str, expected: Option<u8>, to_act: Option<u8>) -> Result<(), String> {
    match (expected, to_act) {
        (Some(want), Some(got)) if want != got => Err(format!(
            "{place}: expected seat {want} to act, but it is seat {got}'s turn"
        )),
        (Some(want), None) => Err(format!(
            "{place}: expected seat {want} to act, but no one is to act (the game is over)"
        )),
        _ => Ok(()),
    }
}

/// Reads a field whose `null` means something: absent stays `None` (through
/// `#[serde(default)]`), `null` becomes `Some(None)`.
pub fn present_or_null<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// Whether `actual` has every field of `want` with the same value (lists: same length,
/// element by element).
pub fn matches(want: &Value, actual: &Value) -> bool {
    match (want, actual) {
        (Value::Object(w), Value::Object(a)) => w.iter().all(|(k, v)| {
            a.get(k).is_some_and(|x| matches(v, x)) || (v.is_null() && !a.contains_key(k))
        }),
        (Value::Array(w), Value::Array(a)) => {
            w.len() == a.len() && w.iter().zip(a).all(|(x, y)| matches(x, y))
        }
        _ => want == actual,
    }
}

/// Checks that every event described in `want` is among those an action caused.
pub fn check_events<E: Serialize>(events: &[E], want: &[Value]) -> Result<(), String> {
    let actual: Vec<Value> = events
        .iter()
        .filter_map(|e| serde_json::to_value(e).ok())
        .collect();
    for w in want {
        if !actual.iter().any(|a| matches(w, a)) {
            return Err(format!(
                "expected an event like {w}; the events were {}",
                Value::Array(actual.clone())
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_seat;

    #[test]
    fn seat_messages_name_the_seat_to_act() {
        assert!(check_seat("step 1", Some(1), Some(1)).is_ok());
        assert!(check_seat("step 1", None, Some(0)).is_ok());
        assert_eq!(
            check_seat("step 2", Some(1), Some(0)).unwrap_err(),
            "step 2: expected seat 1 to act, but it is seat 0's turn"
        );
        assert!(check_seat("step 3", Some(0), None)
            .unwrap_err()
            .contains("no one is to act"));
    }
}
