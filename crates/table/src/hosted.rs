//! Any game the table hosts: one generic `Live<G>` for every `G: Game`, behind the
//! object-safe `HostedGame` that speaks JSON. The one fold over an action log (open, undo,
//! replay, import, salvage) lives here: `open` opens a saved game of any kind.

use crate::bot::{Thinker, Thought};
use crate::error::TableError;
use crate::refusal::{Refusal, ReplayFault};
use crate::registry::{ForGame, GameKind, RegisteredGame};
pub use crate::table_game::TableGame;
use crate::types::{ActionPreview, LegalAction, LegalGroup, LogLine, Preview};
use epochs_bots::{ismcts, Player, Sample};
use epochs_engine::game::NamedRule;
use epochs_engine::Game;
use serde::Serialize;
use serde_json::Value;
use std::any::Any;

/// An action checked on a copy of the state, ready to be saved and then committed.
pub struct Prepared {
    /// Who acts.
    pub seat: u8,
    /// The action as it is saved.
    pub action: Value,
    /// The saved-games list summary after it.
    pub preview: Value,
    /// Whether it ends the game.
    pub finished: bool,
    next: Box<dyn Any + Send>,
}

/// Where a replayed log stopped and why.
#[derive(Debug)]
pub struct ReplayError {
    /// The 1-based number of the action that failed (0: the setup).
    pub at: usize,
    /// Why.
    pub fault: ReplayFault,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.fault {
            ReplayFault::Setup { detail } => write!(f, "the setup is refused: {detail}"),
            ReplayFault::NotAnAction { detail } => write!(f, "action {}: {detail}", self.at),
            ReplayFault::WrongSeat { seat, expected } => write!(
                f,
                "action {} is by seat {seat} but seat {expected:?} must act",
                self.at
            ),
            ReplayFault::Illegal { rule, why, .. } => {
                write!(f, "action {} is illegal ({rule}): {why}", self.at)
            }
        }
    }
}

/// A game held open by the table, whatever the game: the JSON face of `Live<G>`.
pub trait HostedGame: Send {
    /// The game's key ("khronos").
    fn key(&self) -> &'static str;
    /// The setup it was dealt from (seed included: never sent to a seat).
    fn setup(&self) -> &Value;
    /// Actions in the log (the position's sequence number).
    fn actions_played(&self) -> usize;
    /// The seat that must act.
    fn to_act(&self) -> Option<u8>;
    /// Whether the game is over.
    fn finished(&self) -> bool;
    /// The seat of the last action and whether the rules let it be taken back.
    fn last(&self) -> Option<(u8, bool)>;
    /// What `viewer` may see, as JSON.
    fn view(&self, viewer: Option<u8>) -> Result<Value, TableError>;
    /// Legal actions for the seat to act, grouped by kind.
    fn legal_groups(&self) -> Result<Vec<LegalGroup>, TableError>;
    /// The saved-games list summary.
    fn preview(&self, names: &[String]) -> Value;
    /// The full state as JSON (a snapshot for the store, never sent to a seat).
    fn snapshot(&self) -> Result<String, TableError>;
    /// Checks `action` for `seat` on a copy; nothing changes until `commit`.
    fn prepare(&self, seat: u8, action: &Value, names: &[String]) -> Result<Prepared, TableError>;
    /// Makes a prepared action part of the game (after it was saved).
    fn commit(&mut self, prepared: Prepared) -> Result<(), TableError>;
    /// What `actions` of `seat`, taken in turn, would do (as public facts, on the boards, to
    /// the points), computed on a copy of the state; refused for an action whose outcome would
    /// tell hidden cards.
    fn preview_actions(&self, seat: u8, actions: &[Value]) -> Result<ActionPreview, TableError>;
    /// The game after its first `upto` actions.
    fn fold(&self, upto: usize) -> Result<Box<dyn HostedGame>, TableError>;
    /// The log's lines from action `from` on, as `viewer` may read them.
    fn log(&mut self, viewer: Option<u8>, from: u64) -> Result<Vec<LogLine>, TableError>;
    /// The log as saved: each action's seat and JSON.
    fn actions(&self) -> Result<Vec<(u8, Value)>, TableError>;
    /// A bot of `player` for `seat`, ready to think without the table: it is given one deal
    /// consistent with the seat's view (seeded by `seed`), never the state.
    fn thinker(
        &self,
        seat: u8,
        player: Player,
        search: Option<ismcts::Config>,
        seed: u64,
    ) -> Box<dyn Thinker>;
}

/// A bot of `G` with its sample, level and seed.
struct Pondering<G: Game> {
    sample: Sample<G>,
    player: Player,
    search: Option<ismcts::Config>,
    seed: u64,
}

/// At most this many steps follow a hinted action.
const HINT_STEPS: u64 = 12;

impl<G: TableGame> Pondering<G> {
    fn decide(
        &self,
        sample: &Sample<G>,
        seed: u64,
        cancel: Option<&std::sync::atomic::AtomicBool>,
    ) -> Option<(G::Action, Thought)> {
        let decision = self.player.decide_with(sample, seed, cancel, self.search)?;
        let thought = Thought {
            action: serde_json::to_value(decision.action).ok()?,
            why: decision.why,
        };
        Some((decision.action, thought))
    }
}

impl<G: TableGame> Thinker for Pondering<G> {
    fn think(&self, cancel: Option<&std::sync::atomic::AtomicBool>) -> Option<Thought> {
        self.decide(&self.sample, self.seed, cancel).map(|(_, t)| t)
    }

    fn steps_after(
        &self,
        first: &Thought,
        cancel: Option<&std::sync::atomic::AtomicBool>,
    ) -> Vec<Thought> {
        let seat = self.sample.seat();
        let Ok(mut action) = serde_json::from_value::<G::Action>(first.action.clone()) else {
            return Vec::new();
        };
        // The sample is one deal consistent with the seat's view: played on, it tells nothing
        // the seat does not know.
        let mut state = self.sample.state().clone();
        let mut steps = Vec::new();
        for step in 1..=HINT_STEPS {
            if !G::hint_goes_on(&action)
                || G::apply(&mut state, &action).is_err()
                || G::to_act(&state) != Some(seat)
            {
                break;
            }
            let seed = self.seed.wrapping_add(step);
            let Some((next, thought)) = self.decide(&Sample::new(&state, seat, seed), seed, cancel)
            else {
                break;
            };
            if !G::hint_step(&next) {
                break;
            }
            steps.push(thought);
            action = next;
        }
        steps
    }
}

/// A running game of `G`: its setup, state and action log.
pub struct Live<G: TableGame> {
    setup_json: Value,
    state: G::State,
    log: Vec<(u8, G::Action)>,
    /// The events of each logged action, computed when the log is first read.
    events: Option<Vec<Vec<G::Event>>>,
}

/// The log line of one action: its facts as `viewer` may read them, and the places it
/// changed. An action whose events are all bookkeeping (Tempus's "Move people", "Finish
/// moving") carries the action itself, so that no log line is blank; such actions name
/// nothing private.
fn told<G: TableGame>(
    seq: u64,
    seat: u8,
    events: &[G::Event],
    action: &G::Action,
    viewer: Option<u8>,
) -> LogLine {
    let facts = G::facts(events, viewer);
    LogLine {
        seq,
        seat,
        action: if facts.is_empty() {
            serde_json::to_value(action).ok()
        } else {
            None
        },
        facts,
        marks: G::marks(events),
    }
}

fn json_err(e: serde_json::Error) -> TableError {
    TableError::bad(e.to_string())
}

fn to_value<T: Serialize>(v: &T) -> Result<Value, TableError> {
    serde_json::to_value(v).map_err(json_err)
}

impl<G: TableGame> Live<G> {
    /// Deals a new game from its setup.
    fn deal(setup_json: &Value) -> Result<Live<G>, ReplayError> {
        let fail = |detail: String| ReplayError {
            at: 0,
            fault: ReplayFault::Setup { detail },
        };
        let mut for_engine = setup_json.clone();
        if let Some(fields) = for_engine.as_object_mut() {
            fields.remove(crate::lessons::SETUP_KEY);
        }
        let setup: G::Setup =
            serde_json::from_value(for_engine).map_err(|e| fail(e.to_string()))?;
        let state = G::setup(&setup).map_err(|e| fail(e.to_string()))?;
        Ok(Live {
            setup_json: setup_json.clone(),
            state,
            log: Vec::new(),
            events: Some(Vec::new()),
        })
    }

    /// Opens a saved or imported game: its actions read from JSON, then folded (from
    /// `snapshot`, the state after that many actions, when given and readable).
    pub fn replay(
        setup_json: &Value,
        snapshot: Option<(usize, &str)>,
        actions: &[(u8, Value)],
    ) -> Result<Live<G>, ReplayError> {
        let start = snapshot
            .filter(|(n, _)| *n <= actions.len())
            .and_then(|(n, text)| Some((n, serde_json::from_str(text).ok()?)));
        let typed = actions.iter().enumerate().map(|(i, (seat, json))| {
            serde_json::from_value(json.clone())
                .map(|action| (*seat, action))
                .map_err(|e| ReplayError {
                    at: i + 1,
                    fault: ReplayFault::NotAnAction {
                        detail: format!("not a {} action: {e}", G::KEY),
                    },
                })
        });
        Live::fold(setup_json, start, typed)
    }

    /// The one fold over an action log: deals the game, then applies each action for the
    /// seat that must act, skipping the first `n` when `start` is the state after them.
    fn fold(
        setup_json: &Value,
        start: Option<(usize, G::State)>,
        actions: impl Iterator<Item = Result<(u8, G::Action), ReplayError>>,
    ) -> Result<Live<G>, ReplayError> {
        let mut live = Live::<G>::deal(setup_json)?;
        let from = match start {
            Some((n, state)) => {
                live.state = state;
                live.events = None;
                n
            }
            None => 0,
        };
        for (i, entry) in actions.enumerate() {
            let (seat, action) = entry?;
            if i >= from {
                let fail = |fault: ReplayFault| ReplayError { at: i + 1, fault };
                if G::to_act(&live.state) != Some(seat) {
                    return Err(fail(ReplayFault::WrongSeat {
                        seat,
                        expected: G::to_act(&live.state),
                    }));
                }
                let events = G::apply(&mut live.state, &action).map_err(|e| {
                    fail(ReplayFault::Illegal {
                        rule: e.code().to_string(),
                        ruling: e.ruling().to_string(),
                        why: serde_json::to_value(e.why()).unwrap_or(Value::Null),
                    })
                })?;
                if let Some(all) = live.events.as_mut() {
                    all.push(events);
                }
            }
            live.log.push((seat, action));
        }
        Ok(live)
    }

    fn fold_to(&self, upto: usize) -> Result<Live<G>, TableError> {
        let actions = self.log.iter().take(upto).map(|&entry| Ok(entry));
        Live::fold(&self.setup_json, None, actions).map_err(|e| TableError::Storage {
            message: format!("the saved game does not replay: {e}"),
        })
    }
}

impl<G: TableGame> HostedGame for Live<G> {
    fn key(&self) -> &'static str {
        G::KEY
    }

    fn setup(&self) -> &Value {
        &self.setup_json
    }

    fn actions_played(&self) -> usize {
        self.log.len()
    }

    fn to_act(&self) -> Option<u8> {
        G::to_act(&self.state)
    }

    fn finished(&self) -> bool {
        G::to_act(&self.state).is_none()
    }

    fn last(&self) -> Option<(u8, bool)> {
        self.log.last().map(|(s, a)| (*s, G::undoable(a)))
    }

    fn view(&self, viewer: Option<u8>) -> Result<Value, TableError> {
        to_value(&G::view(&self.state, viewer))
    }

    fn legal_groups(&self) -> Result<Vec<LegalGroup>, TableError> {
        let mut groups: Vec<LegalGroup> = Vec::new();
        for a in G::legal_actions(&self.state) {
            let entry = LegalAction {
                action: serde_json::value::to_raw_value(&a).map_err(json_err)?,
            };
            let group = G::group(&a);
            match groups.iter_mut().find(|g| g.group == group) {
                Some(g) => g.actions.push(entry),
                None => groups.push(LegalGroup {
                    group: group.to_string(),
                    actions: vec![entry],
                }),
            }
        }
        Ok(groups)
    }

    fn preview(&self, names: &[String]) -> Value {
        preview_json::<G>(&self.state, names)
    }

    fn snapshot(&self) -> Result<String, TableError> {
        serde_json::to_string(&self.state).map_err(json_err)
    }

    fn prepare(&self, seat: u8, action: &Value, names: &[String]) -> Result<Prepared, TableError> {
        let expected = G::to_act(&self.state);
        if expected != Some(seat) {
            return Err(TableError::NotYourTurn { seat, expected });
        }
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| TableError::bad(format!("not a {} action: {e}", G::KEY)))?;
        let mut next = self.state.clone();
        let events = G::apply(&mut next, &action).map_err(|e| TableError::rule(G::KEY, &e))?;
        Ok(Prepared {
            seat,
            action: to_value(&action)?,
            preview: preview_json::<G>(&next, names),
            finished: G::to_act(&next).is_none(),
            next: Box::new((next, action, events)),
        })
    }

    fn preview_actions(&self, seat: u8, actions: &[Value]) -> Result<ActionPreview, TableError> {
        let mut next = self.state.clone();
        let (mut lines, mut marks) = (Vec::new(), Vec::new());
        for (i, action) in actions.iter().enumerate() {
            let expected = G::to_act(&next);
            if expected != Some(seat) {
                return Err(TableError::NotYourTurn { seat, expected });
            }
            let parsed: G::Action = serde_json::from_value(action.clone())
                .map_err(|e| TableError::bad(format!("not a {} action: {e}", G::KEY)))?;
            if !G::previewable(&parsed) {
                return Err(TableError::refused(Refusal::NoPreview));
            }
            let events = G::apply(&mut next, &parsed).map_err(|e| TableError::rule(G::KEY, &e))?;
            let seq = (self.log.len() + i) as u64;
            lines.push(told::<G>(seq, seat, &events, &parsed, None));
            marks.extend(G::marks(&events));
        }
        let state = to_value(&G::view(&next, Some(seat)))?;
        if depends_on_hidden::<G>(&self.state, seat, actions, &state) {
            return Err(TableError::refused(Refusal::NoPreview));
        }
        let before = G::scores(&self.state);
        let gains = G::scores(&next)
            .iter()
            .enumerate()
            .map(|(i, after)| after - before.get(i).copied().unwrap_or(0))
            .collect();
        Ok(ActionPreview {
            lines,
            marks,
            state,
            gains,
        })
    }

    fn commit(&mut self, prepared: Prepared) -> Result<(), TableError> {
        let (next, action, events) = *prepared
            .next
            .downcast::<(G::State, G::Action, Vec<G::Event>)>()
            .map_err(|_| TableError::bad("that action belongs to another game"))?;
        self.state = next;
        self.log.push((prepared.seat, action));
        if let Some(all) = self.events.as_mut() {
            all.push(events);
        }
        Ok(())
    }

    fn fold(&self, upto: usize) -> Result<Box<dyn HostedGame>, TableError> {
        Ok(Box::new(self.fold_to(upto.min(self.log.len()))?))
    }

    fn log(&mut self, viewer: Option<u8>, from: u64) -> Result<Vec<LogLine>, TableError> {
        if self.events.is_none() {
            self.events = self.fold_to(self.log.len())?.events;
        }
        let events = self.events.as_deref().unwrap_or(&[]);
        Ok(self
            .log
            .iter()
            .zip(events)
            .enumerate()
            .skip(usize::try_from(from).unwrap_or(usize::MAX))
            .map(|(i, ((seat, action), e))| LogLine {
                seq: i as u64,
                seat: *seat,
                ..told::<G>(i as u64, *seat, e, action, viewer)
            })
            .collect())
    }

    fn actions(&self) -> Result<Vec<(u8, Value)>, TableError> {
        self.log
            .iter()
            .map(|(s, a)| Ok((*s, to_value(a)?)))
            .collect()
    }

    fn thinker(
        &self,
        seat: u8,
        player: Player,
        search: Option<ismcts::Config>,
        seed: u64,
    ) -> Box<dyn Thinker> {
        Box::new(Pondering::<G> {
            sample: Sample::new(&self.state, seat, seed),
            player,
            search,
            seed,
        })
    }
}

/// Whether what `actions` of `seat` would leave `seat` seeing (`seen`) depends on what that
/// seat cannot see: the same actions taken on other deals consistent with its view (the
/// hidden cards shuffled anew) leave it seeing something else. A preview that did would tell
/// the seat a card before it is drawn; none is given then, whatever the game says of the
/// action.
fn depends_on_hidden<G: TableGame>(
    state: &G::State,
    seat: u8,
    actions: &[Value],
    seen: &Value,
) -> bool {
    use rand::SeedableRng;
    (0..2u64).any(|n| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n);
        let mut other = G::determinize(state, seat, &mut rng);
        let played = actions.iter().all(|a| {
            serde_json::from_value::<G::Action>(a.clone())
                .ok()
                .is_some_and(|a| G::apply(&mut other, &a).is_ok())
        });
        !played
            || serde_json::to_value(G::view(&other, Some(seat)))
                .ok()
                .as_ref()
                != Some(seen)
    })
}

/// What the saved-games list shows of `state`, as saved with the game (a struct of strings
/// and numbers always serialises).
fn preview_json<G: TableGame>(state: &G::State, names: &[String]) -> Value {
    let name = |seat: u8| crate::words::seat_name(names, seat);
    let finished = G::outcome(state);
    let detail = match serde_json::to_value(G::preview(state)) {
        Ok(Value::Object(fields)) => fields,
        _ => serde_json::Map::new(),
    };
    let preview = Preview {
        game: G::KEY.into(),
        players: names.to_vec(),
        to_act: G::to_act(state).map(name),
        finished: finished.is_some(),
        winners: finished.map_or_else(Vec::new, |o| o.winners.into_iter().map(name).collect()),
        picture: Some(G::picture(state)),
        detail,
    };
    serde_json::to_value(preview).unwrap_or(Value::Null)
}

/// Opens a game of `kind` from its setup, a snapshot and the saved actions: the one fold.
pub fn open(
    kind: GameKind,
    setup: &Value,
    snapshot: Option<(usize, &str)>,
    actions: &[(u8, Value)],
) -> Result<Box<dyn HostedGame>, ReplayError> {
    kind.with(Opener {
        setup,
        snapshot,
        actions,
    })
}

/// Opening a saved game, written once for any game.
struct Opener<'a> {
    setup: &'a Value,
    snapshot: Option<(usize, &'a str)>,
    actions: &'a [(u8, Value)],
}

impl ForGame for Opener<'_> {
    type Output = Result<Box<dyn HostedGame>, ReplayError>;
    fn run<G: RegisteredGame>(self) -> Self::Output {
        Ok(Box::new(Live::<G>::replay(
            self.setup,
            self.snapshot,
            self.actions,
        )?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use epochs_engine::khronos::Khronos;
    use serde_json::json;

    fn khronos() -> Live<Khronos> {
        let setup = json!({"players": ["Anna", "Ben"], "options": {}, "map": "default", "seed": 5});
        match Live::<Khronos>::replay(&setup, None, &[]) {
            Ok(live) => live,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn an_outcome_that_shows_a_drawn_card_is_found_to_depend_on_hidden_cards() {
        let live = khronos();
        let seat = Khronos::to_act(&live.state).unwrap();
        // An exchange draws cards: what the seat then holds depends on the deck's order.
        let discarded = |a: &<Khronos as Game>::Action| {
            let d = serde_json::to_value(a).unwrap()["discard"].clone();
            ["military", "religious", "civil"]
                .iter()
                .map(|k| d[k].as_u64().unwrap_or(0))
                .sum::<u64>()
        };
        let exchange = Khronos::legal_actions(&live.state)
            .into_iter()
            .filter(|a| Khronos::group(a) == "exchange")
            .max_by_key(discarded)
            .unwrap();
        assert!(discarded(&exchange) > 0);
        let mut drawn = live.state.clone();
        Khronos::apply(&mut drawn, &exchange).unwrap();
        let seen = to_value(&Khronos::view(&drawn, Some(seat))).unwrap();
        let exchange = serde_json::to_value(exchange).unwrap();
        assert!(depends_on_hidden::<Khronos>(
            &live.state,
            seat,
            &[exchange],
            &seen
        ));
        // A construction draws nothing: the same on every deal.
        let build = Khronos::legal_actions(&live.state)
            .into_iter()
            .find(|a| Khronos::group(a) == "construct")
            .unwrap();
        let mut built = live.state.clone();
        Khronos::apply(&mut built, &build).unwrap();
        let seen = to_value(&Khronos::view(&built, Some(seat))).unwrap();
        let build = serde_json::to_value(build).unwrap();
        assert!(!depends_on_hidden::<Khronos>(
            &live.state,
            seat,
            &[build],
            &seen
        ));
    }
}
