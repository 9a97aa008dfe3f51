//! What the store's tests share: games, actions, and damage done to real files.

#![allow(dead_code)]

use epochs_store::{ActionRecord, NewGame, Store};
use std::path::Path;

pub fn new_game(name: &str) -> NewGame {
    NewGame {
        name: name.into(),
        game: "khronos".into(),
        setup: r#"{"players":["A","B"],"seed":1}"#.into(),
        seats: "[]".into(),
        preview: "{}".into(),
    }
}

pub fn action(seat: u8, n: u32) -> ActionRecord {
    ActionRecord {
        seat,
        action: format!(
            r#"{{"type":"end_turn","n":{n},"pad":"{}"}}"#,
            "x".repeat(40)
        ),
    }
}

/// Saves `games` games of `actions` actions each; their ids.
pub fn fill(store: &mut Store, games: usize, actions: u64) -> Vec<i64> {
    (0..games)
        .map(|g| {
            let id = store.create_game(&new_game(&format!("g{g}"))).unwrap();
            for i in 0..actions {
                store
                    .append_action(id, i, &action((i % 2) as u8, i as u32), "{}", false)
                    .unwrap();
            }
            id
        })
        .collect()
}

/// Overwrites `count` pages of the file (never the first) with pseudo-random bytes.
pub fn damage_pages(path: &Path, count: usize, seed: u32) -> Vec<usize> {
    let mut bytes = std::fs::read(path).unwrap();
    let pages = bytes.len() / 4096;
    assert!(pages > count + 1, "{pages} pages");
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    let mut next = || {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        x >> 8
    };
    let mut hit = Vec::new();
    while hit.len() < count {
        let page = 1 + next() as usize % (pages - 1);
        if !hit.contains(&page) {
            hit.push(page);
        }
    }
    for &page in &hit {
        for b in &mut bytes[page * 4096..(page + 1) * 4096] {
            *b = next() as u8;
        }
    }
    std::fs::write(path, &bytes).unwrap();
    hit
}

/// A hash of a file's bytes, or nothing when it does not exist.
pub fn hash(path: &Path) -> Option<u64> {
    use std::hash::{Hash, Hasher};
    let bytes = std::fs::read(path).ok()?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    Some(h.finish())
}

/// `path` with `suffix` added to its name.
pub fn with_suffix(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    name.into()
}
