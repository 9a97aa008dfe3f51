//! The run of a damaged game's action log that salvage keeps: from the first action, each
//! action number's row chosen among its candidates (the tree's row, then those found on
//! pages: an undone action can linger on a freed page that was not known to be free) so
//! that the running checksums hold. Of the runs that hold, the one that ends as the game's
//! record says (its length and last checksum) is kept, else the longest.

use crate::checksum;
use crate::ActionRecord;
use std::collections::BTreeMap;

/// One candidate row: the action and its stored running checksum (none in files older than
/// checksums).
pub(crate) type Row = (ActionRecord, Option<i64>);

/// Runs followed at once at most: candidates that all hold are rare (an undone action and
/// the one played in its place), so this is never reached but by damaged bytes.
const MOST_RUNS: usize = 64;

/// The run kept, and why it ends where it does when that is before the log's end.
pub(crate) struct Run {
    /// The actions, from the first.
    pub actions: Vec<ActionRecord>,
    /// Why the run ends before `logged`, when it does.
    pub stopped: Option<String>,
}

/// One action of a run being followed: its running checksum, the run it continues (an
/// index in the previous action's list) and which candidate it is.
struct Step {
    sum: i64,
    parent: usize,
    candidate: usize,
}

/// Chooses the run from `rows` (each action number's candidates, the preferred first).
/// `end` is the record's length and last checksum, when it reads; `logged` how many actions
/// the log had, when known.
pub(crate) fn choose(
    rows: &BTreeMap<u64, Vec<Row>>,
    end: Option<(u64, i64)>,
    logged: Option<u64>,
) -> Run {
    let mut layers: Vec<Vec<Step>> = Vec::new();
    for seq in 0.. {
        let Some(candidates) = rows.get(&seq) else {
            break;
        };
        if end.is_some_and(|(len, _)| seq >= len) {
            break;
        }
        let previous: Vec<i64> = match layers.last() {
            Some(layer) => layer.iter().map(|s| s.sum).collect(),
            None => vec![checksum::START],
        };
        let mut layer: Vec<Step> = Vec::new();
        for (parent, &sum) in previous.iter().enumerate() {
            for (candidate, (action, stored)) in candidates.iter().enumerate() {
                let next = checksum::chain(sum, action.seat, &action.action);
                let holds = stored.is_none_or(|s| s == next);
                if holds && layer.len() < MOST_RUNS && !layer.iter().any(|s| s.sum == next) {
                    layer.push(Step {
                        sum: next,
                        parent,
                        candidate,
                    });
                }
            }
        }
        if layer.is_empty() {
            break;
        }
        layers.push(layer);
    }
    let mut stopped = None;
    let last = match end {
        Some((len, sum)) if len > 0 && layers.len() as u64 == len => {
            let at = layers.len() - 1;
            match layers[at].iter().position(|s| s.sum == sum) {
                Some(i) => Some((at, i)),
                None => {
                    stopped = Some(format!("action {len} fails its checksum"));
                    at.checked_sub(1).map(|at| (at, 0))
                }
            }
        }
        _ => layers.len().checked_sub(1).map(|at| (at, 0)),
    };
    let mut actions = Vec::new();
    if let Some((mut at, mut i)) = last {
        loop {
            let step = &layers[at][i];
            let candidates = rows.get(&(at as u64));
            if let Some((action, _)) = candidates.and_then(|c| c.get(step.candidate)) {
                actions.push(action.clone());
            }
            if at == 0 {
                break;
            }
            (at, i) = (at - 1, step.parent);
        }
        actions.reverse();
    }
    let len = actions.len() as u64;
    if stopped.is_none() && logged.is_some_and(|l| len < l) {
        stopped = Some(if rows.contains_key(&len) {
            format!("action {} fails its checksum", len + 1)
        } else {
            format!("action {} could not be read", len + 1)
        });
    }
    Run { actions, stopped }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log(texts: &[&str]) -> Vec<Row> {
        let mut sum = checksum::START;
        texts
            .iter()
            .map(|t| {
                sum = checksum::chain(sum, 0, t);
                (
                    ActionRecord {
                        seat: 0,
                        action: t.to_string(),
                    },
                    Some(sum),
                )
            })
            .collect()
    }

    fn texts(run: &Run) -> Vec<&str> {
        run.actions.iter().map(|a| a.action.as_str()).collect()
    }

    #[test]
    fn an_undone_action_left_beside_the_one_played_instead_is_not_kept() {
        // Played a, b, c, d; c and d undone, then e played. c and d linger on a freed page,
        // found first.
        let undone = log(&["a", "b", "c", "d"]);
        let kept = log(&["a", "b", "e"]);
        let mut rows: BTreeMap<u64, Vec<Row>> = BTreeMap::new();
        for (seq, row) in undone.iter().enumerate().chain(kept.iter().enumerate()) {
            let candidates = rows.entry(seq as u64).or_default();
            if !candidates.contains(row) {
                candidates.push(row.clone());
            }
        }
        let end = kept.last().and_then(|r| r.1).map(|sum| (3, sum));
        let run = choose(&rows, end, Some(3));
        assert_eq!(
            (texts(&run), run.stopped.as_deref()),
            (vec!["a", "b", "e"], None)
        );
        // Without the record, the longest run that holds.
        let run = choose(&rows, None, None);
        assert_eq!(texts(&run), vec!["a", "b", "c", "d"]);
    }

    #[test]
    fn a_run_that_fails_its_checksum_ends_before_it_and_says_so() {
        let mut rows: BTreeMap<u64, Vec<Row>> = log(&["a", "b", "c"])
            .into_iter()
            .enumerate()
            .map(|(seq, row)| (seq as u64, vec![row]))
            .collect();
        if let Some(row) = rows.get_mut(&1) {
            row[0].0.action = "B".into();
        }
        let run = choose(&rows, None, Some(3));
        assert_eq!(texts(&run), vec!["a"]);
        assert_eq!(run.stopped.as_deref(), Some("action 2 fails its checksum"));
        rows.remove(&1);
        let run = choose(&rows, None, Some(3));
        assert_eq!(run.stopped.as_deref(), Some("action 2 could not be read"));
    }
}
