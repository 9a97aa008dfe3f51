//! The one front door to the table: every front end (the app's window, the LAN host and
//! `epochs serve`) hands it a typed `Request` and gets the answer, with what the request
//! changed. Bots and hints think here with the table's lock released, so other requests go
//! on meanwhile; everything else is carried out under the lock by `api::execute`.

use crate::api::{execute, Effect, Request};
use crate::bot_jobs::{bot_move_off_lock, hint_off_lock};
use crate::error::TableError;
use crate::reply::Json;
use crate::service::Table;
use epochs_store::GameId;
use serde_json::Value;
use std::sync::{Arc, Mutex, MutexGuard};

/// What a request changed, as the request tells (or, for a new game, its typed answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// Nothing: a read.
    Nothing,
    /// One game (a new one included).
    Game(GameId),
    /// Every saved game (a backup was restored).
    Every,
}

/// An answer and what its request changed.
#[derive(Debug)]
pub struct Answer {
    /// The answer, as JSON.
    pub value: Json,
    /// What changed.
    pub changed: Changed,
}

/// The table behind its one front door.
#[derive(Clone)]
pub struct Front {
    table: Arc<Mutex<Table>>,
}

impl Front {
    /// The front door of a table shared with others (the app keeps one for its window).
    pub fn new(table: Arc<Mutex<Table>>) -> Front {
        Front { table }
    }

    /// The table, locked, for what the front door does not ask itself.
    pub fn table(&self) -> Result<MutexGuard<'_, Table>, TableError> {
        self.table.lock().map_err(|_| TableError::Storage {
            message: "the table is unavailable after an earlier failure".into(),
        })
    }

    /// The shared table.
    pub fn shared(&self) -> Arc<Mutex<Table>> {
        self.table.clone()
    }

    /// Answers one request.
    pub fn call(&self, request: Request) -> Result<Answer, TableError> {
        let changed = changed_by(&request);
        let value = match request {
            Request::BotMove { game } => crate::api::played(bot_move_off_lock(&self.table, game)?)?,
            Request::Hint { game, seat } => Json::tree_of(hint_off_lock(&self.table, game, seat)?)?,
            request => execute(&mut *self.table()?, request)?,
        };
        let changed = match changed {
            // A new game's id is in its summary.
            None => Changed::Game(
                value
                    .as_tree()
                    .and_then(|v| v.get("id"))
                    .and_then(Value::as_i64)
                    .unwrap_or(0),
            ),
            Some(c) => c,
        };
        Ok(Answer { value, changed })
    }
}

/// What `request` changes, as its method declares (`api::Effect`); `None` for a new game,
/// whose id only its answer knows.
fn changed_by(request: &Request) -> Option<Changed> {
    match request.effect() {
        Effect::Reads | Effect::Host | Effect::App => Some(Changed::Nothing),
        Effect::Game | Effect::Moves | Effect::Plays => request.changed_game().map(Changed::Game),
        Effect::Adds => None,
        Effect::List => Some(Changed::Every),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::parse;
    use serde_json::json;

    #[test]
    fn each_request_says_what_it_changed() {
        let dir = tempfile::tempdir().unwrap();
        let front = Front::new(Arc::new(Mutex::new(Table::open(Some(dir.path())).unwrap())));
        let call = |method: &str, params: Value| front.call(parse(method, params).unwrap());
        let created = call(
            "create_game",
            json!({"request": {"game": "khronos", "seats": [{"name": "A"}, {"name": "B"}]}}),
        )
        .unwrap();
        let id = created.value.as_tree().unwrap()["id"].as_i64().unwrap();
        assert_eq!(created.changed, Changed::Game(id));
        let view = call("view", json!({ "game": id })).unwrap();
        assert_eq!(view.changed, Changed::Nothing);
        let seat = view.value.as_tree().unwrap()["to_act"].as_u64().unwrap();
        let renamed = call("rename", json!({"game": id, "name": "Sunday"})).unwrap();
        assert_eq!(renamed.changed, Changed::Game(id));
        let hint = call("hint", json!({"game": id, "seat": seat})).unwrap();
        assert_eq!(hint.changed, Changed::Nothing);
        let hint = hint.value.into_value().unwrap();
        assert!(hint["plan"].is_array());
        let played = call(
            "apply",
            json!({"game": id, "seat": seat, "action": hint["action"]}),
        )
        .unwrap();
        assert_eq!(played.changed, Changed::Game(id));
        // An action's answer is written as text at once, the same JSON as its typed outcome.
        let outcome: crate::ApplyOutcome = serde_json::from_str(&played.value.to_string()).unwrap();
        assert_eq!(outcome.view.seq, 1);
        assert!(outcome.legal.iter().all(|g| !g.actions.is_empty()));
        let refused = call("view", json!({ "game": id + 100 }));
        assert!(refused.is_err());
    }

    /// The declared effects say what the hand-written lists they replace said: what a
    /// request changed (the front door), which bots thinking to stop (the table) and which
    /// answer tells its device everything (the LAN host).
    #[test]
    fn each_method_declares_the_effect_it_had_by_hand() {
        use crate::api::REQUESTS;
        let of = |effect: Effect| -> Vec<&str> {
            REQUESTS
                .iter()
                .filter(|m| m.effect == effect)
                .map(|m| m.name)
                .collect()
        };
        assert_eq!(of(Effect::Plays), ["apply", "undo"]);
        assert_eq!(
            of(Effect::Moves),
            ["bot_move", "set_seat_kind", "delete", "repair"]
        );
        assert_eq!(of(Effect::Game), ["rename"]);
        assert_eq!(of(Effect::Adds), ["create_game", "import"]);
        assert_eq!(of(Effect::List), ["restore_backup"]);
        assert!(of(Effect::Host).is_empty() && of(Effect::App).is_empty());
        let request = crate::api::parse("undo", json!({"game": 7, "seat": 1})).unwrap();
        assert_eq!(changed_by(&request), Some(Changed::Game(7)));
        let request = crate::api::parse("import", json!({"text": ""})).unwrap();
        assert_eq!(changed_by(&request), None);
        let request = crate::api::parse("restore_backup", json!({"file": "x"})).unwrap();
        assert_eq!(changed_by(&request), Some(Changed::Every));
        let request = crate::api::parse("hint", json!({"game": 7, "seat": 1})).unwrap();
        assert_eq!(changed_by(&request), Some(Changed::Nothing));
    }
}
