//! Kill a process that autosaves actions at random moments: the store must reopen sound
//! with every acknowledged action present. Kills also land while it salvages a damaged file,
//! while it restores a backup and while it takes the daily backup; and a second process on
//! the same directory is refused while the first loses nothing.

use epochs_table::{GameKind, NewGameRequest, SeatInfo, Table};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

fn parse_ack(line: &str) -> Option<(i64, u64)> {
    let mut parts = line.split_whitespace();
    (parts.next()? == "ack").then_some(())?;
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// Starts `epochs crash-worker` on `dir` with `args`.
fn worker(dir: &Path, seed: u64, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_epochs"))
        .args(["crash-worker", "--data-dir"])
        .arg(dir)
        .args(["--seed", &seed.to_string()])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Notes an acknowledgement line.
fn note(acked: &mut HashMap<i64, u64>, line: &str) -> bool {
    match parse_ack(line) {
        Some((g, s)) => {
            let e = acked.entry(g).or_insert(0);
            *e = (*e).max(s);
            true
        }
        None => false,
    }
}

/// Reads until `wanted` acknowledgements (or the end); every line read.
fn read_acks(
    reader: &mut BufReader<ChildStdout>,
    wanted: u64,
    acked: &mut HashMap<i64, u64>,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut got = 0;
    while got < wanted {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap() == 0 {
            break;
        }
        if note(acked, &line) {
            got += 1;
        }
        lines.push(line);
    }
    lines
}

/// Kills the worker and reads what it printed before dying.
fn kill(
    mut child: Child,
    mut reader: BufReader<ChildStdout>,
    acked: &mut HashMap<i64, u64>,
) -> Vec<String> {
    child.kill().unwrap();
    child.wait().unwrap();
    let mut rest = String::new();
    reader.read_to_string(&mut rest).unwrap();
    let lines: Vec<String> = rest.lines().map(str::to_string).collect();
    for l in &lines {
        note(acked, l);
    }
    lines
}

/// Every acknowledged action is in the reopened table.
fn assert_acked(table: &mut Table, acked: &HashMap<i64, u64>, what: &str) {
    for (&game, &seq) in acked {
        let v = table.view(game, None).unwrap();
        assert!(
            v.seq >= seq,
            "{what}: game {game} has {} actions, {seq} were acknowledged",
            v.seq
        );
    }
}

#[test]
fn killed_mid_write_200_times_loses_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut acked: HashMap<i64, u64> = HashMap::new();
    let mut kills = 0;
    for round in 0..200u64 {
        let mut child = worker(dir.path(), round, &[]);
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        // A pseudo-random number of acknowledgements, then a pseudo-random extra delay,
        // so that the kill lands at different points of the write cycle.
        read_acks(&mut reader, 1 + (round * 7919 % 13), &mut acked);
        std::thread::sleep(Duration::from_micros(round * 379 % 3000));
        // Acknowledgements printed before the kill still count.
        kill(child, reader, &mut acked);
        kills += 1;
        let mut table = Table::open(Some(dir.path())).unwrap();
        assert!(
            table.recovery().is_none(),
            "round {round}: the database had to be recovered"
        );
        assert_eq!(table.integrity_check().unwrap(), "ok", "round {round}");
        assert!(
            table.notices().is_empty(),
            "round {round}: {:?}",
            table.notices()
        );
        assert_acked(&mut table, &acked, &format!("round {round}"));
    }
    assert_eq!(kills, 200);
    let total: u64 = acked.values().sum();
    assert!(total > 200);
    eprintln!("200 kills while playing: {total} acknowledged actions, 0 lost");
}

#[test]
fn a_second_host_on_one_directory_is_refused_and_the_first_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut acked = HashMap::new();
    let mut first = worker(dir.path(), 1, &[]);
    let mut reader = BufReader::new(first.stdout.take().unwrap());
    read_acks(&mut reader, 5, &mut acked);
    // The second is refused at once, naming the first.
    let second = worker(dir.path(), 2, &[]).wait_with_output().unwrap();
    assert!(!second.status.success());
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(said.contains("open in another program"), "{said}");
    assert!(said.contains(&format!("process {}", first.id())), "{said}");
    assert!(
        String::from_utf8_lossy(&second.stdout).trim().is_empty(),
        "it played nothing"
    );
    // The first plays on; nothing it acknowledged is lost.
    read_acks(&mut reader, 20, &mut acked);
    kill(first, reader, &mut acked);
    let mut table = Table::open(Some(dir.path())).unwrap();
    assert!(table.recovery().is_none());
    assert_acked(&mut table, &acked, "after the second was refused");
    assert!(acked.values().sum::<u64>() >= 25);
}

/// A pseudo-random number from a state.
fn next(x: &mut u64) -> u64 {
    *x = x
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *x >> 33
}

/// Creates a three-seat Khronos game and plays `n` random legal actions in it.
fn play_new_game(table: &mut Table, seed: u64, n: usize, x: &mut u64) -> i64 {
    let seats = ["Anna", "Ben", "Cleo"]
        .iter()
        .map(|name| SeatInfo {
            name: name.to_string(),
            colour: String::new(),
            kind: Default::default(),
            level: None,
        })
        .collect();
    let id = table
        .create(NewGameRequest {
            game: GameKind::Khronos,
            name: None,
            seats,
            options: None,
            map: None,
            seed: Some(seed),
            lesson: None,
        })
        .unwrap()
        .id;
    for _ in 0..n {
        let view = table.view(id, None).unwrap();
        let Some(seat) = view.to_act else { break };
        let actions: Vec<serde_json::Value> = table
            .legal(id, seat)
            .unwrap()
            .into_iter()
            .flat_map(|g| g.actions.into_iter().map(|a| a.value().unwrap()))
            .collect();
        let pick = &actions[next(x) as usize % actions.len()];
        table.apply(id, seat, pick, Some(view.seq)).unwrap();
    }
    id
}

/// Copies the files of a data directory (not its subfolders) into `to`.
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

fn hash(path: &Path) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::fs::read(path).unwrap().hash(&mut h);
    h.finish()
}

/// The games of a table: (id, actions).
fn games_of(table: &Table) -> Vec<(i64, u64)> {
    let mut g: Vec<(i64, u64)> = table
        .list()
        .unwrap()
        .iter()
        .map(|g| (g.id, g.actions))
        .collect();
    g.sort();
    g
}

#[test]
fn killed_at_random_moments_of_a_salvage_the_same_games_and_report_come_back() {
    // 40 games in one file, then 20 of its pages damaged.
    let source = tempfile::tempdir().unwrap();
    {
        let mut table = Table::open(Some(source.path())).unwrap();
        let mut x = 25;
        for g in 0..40u64 {
            play_new_game(&mut table, 1000 + g, 20 + (g as usize * 37) % 80, &mut x);
        }
    }
    let db = source.path().join(epochs_store::DB_FILE);
    damage(&db, 20, 5);
    let damaged_hash = hash(&db);
    // What an uninterrupted salvage gives, and how long it takes in a fresh process.
    let reference = tempfile::tempdir().unwrap();
    copy_all(source.path(), reference.path());
    let start = Instant::now();
    let out = worker(reference.path(), 0, &["--mode", "open"])
        .wait_with_output()
        .unwrap();
    let took = start.elapsed();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let table = Table::open(Some(reference.path())).unwrap();
    let expected = table.recovery().expect("a recovery").clone();
    let expected_games = games_of(&table);
    drop(table);
    // Every game any row of the damaged file still shows is in the report.
    let conn =
        rusqlite::Connection::open_with_flags(&db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    for id in 1..=40i64 {
        let shown = [
            "SELECT 1 FROM games WHERE id = ?1",
            "SELECT 1 FROM actions WHERE game_id = ?1 LIMIT 1",
        ]
        .iter()
        .any(|sql| conn.query_row(sql, [id], |_| Ok(())).is_ok());
        if shown {
            assert!(
                expected.games.iter().any(|g| g.id == id),
                "game {id} is readable but not reported"
            );
        }
    }
    drop(conn);
    let counts = |o: &str| expected.games.iter().filter(|g| g.outcome == o).count();
    eprintln!(
        "salvage of 40 games with 20 damaged pages: {} reported, {} whole, {} partly, {} lost, {:?} in a fresh process",
        expected.games.len(),
        counts("whole"),
        counts("partly"),
        counts("lost"),
        took
    );
    let rounds = 24u64;
    let mut mid_salvage = 0;
    let mut x = 77;
    for round in 0..rounds {
        let dir = tempfile::tempdir().unwrap();
        copy_all(source.path(), dir.path());
        let wait = Duration::from_micros(next(&mut x) % (took.as_micros() as u64 + 1));
        let mut child = worker(dir.path(), round, &["--mode", "open"]);
        let reader = BufReader::new(child.stdout.take().unwrap());
        std::thread::sleep(wait);
        let said = kill(child, reader, &mut HashMap::new());
        if !said.iter().any(|l| l.starts_with("recovery")) {
            mid_salvage += 1;
        }
        if round % 3 == 2 {
            // Killed again while the restart carries on.
            let mut child = worker(dir.path(), round, &["--mode", "open"]);
            let reader = BufReader::new(child.stdout.take().unwrap());
            std::thread::sleep(wait / 2);
            kill(child, reader, &mut HashMap::new());
        }
        let table = Table::open(Some(dir.path())).unwrap();
        let got = table
            .recovery()
            .unwrap_or_else(|| panic!("round {round}: no notice"));
        assert_eq!(got.reason, expected.reason, "round {round}");
        assert_eq!(got.games, expected.games, "round {round}: the same report");
        assert_eq!(
            games_of(&table),
            expected_games,
            "round {round}: the same games"
        );
        assert_eq!(
            hash(&got.moved_to),
            damaged_hash,
            "round {round}: untouched"
        );
        assert_eq!(table.integrity_check().unwrap(), "ok");
    }
    eprintln!("{rounds} kills during salvage ({mid_salvage} before it finished): every restart gave the same games and the same notice");
    // Most land mid-salvage; a few may come after it when the machine is busier than when
    // the salvage was timed.
    assert!(
        mid_salvage >= rounds / 8,
        "only {mid_salvage} kills landed mid-salvage"
    );
}

/// Overwrites `count` pages with pseudo-random bytes: never the schema or the tables' first
/// pages (the first 8), without which nothing at all can be read.
fn damage(path: &Path, count: usize, seed: u64) {
    let mut bytes = std::fs::read(path).unwrap();
    let pages = bytes.len() / 4096;
    assert!(pages > count + 8, "{pages} pages");
    let mut x = seed;
    let mut hit = Vec::new();
    while hit.len() < count {
        let page = 8 + next(&mut x) as usize % (pages - 8);
        if !hit.contains(&page) {
            hit.push(page);
        }
    }
    for page in hit {
        for b in &mut bytes[page * 4096..(page + 1) * 4096] {
            *b = next(&mut x) as u8;
        }
    }
    std::fs::write(path, &bytes).unwrap();
}

/// (id, log length) of every game in a backup file, read-only.
fn games_in(path: &Path) -> Vec<(i64, u64)> {
    let conn =
        rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    let mut stmt = conn
        .prepare("SELECT id, log_len FROM games ORDER BY id")
        .unwrap();
    let rows = stmt
        .query_map([], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)? as u64))
        })
        .unwrap();
    rows.map(Result::unwrap).collect()
}

#[test]
fn killed_at_random_moments_of_a_restore_the_games_are_the_old_or_the_restored() {
    let source = tempfile::tempdir().unwrap();
    let backup: PathBuf;
    let file: String;
    let before: Vec<(i64, u64)>;
    {
        let mut table = Table::open(Some(source.path())).unwrap();
        let mut x = 3;
        // The daily backup is taken with the first game; more follow after it.
        for g in 0..4 {
            play_new_game(&mut table, 50 + g, 20, &mut x);
        }
        file = table.backups().unwrap()[0].file.clone();
        backup = source.path().join(epochs_store::BACKUP_DIR).join(&file);
        for g in 4..12 {
            play_new_game(&mut table, 50 + g, 25, &mut x);
        }
        before = games_of(&table);
    }
    let restored = games_in(&backup);
    assert!(restored.len() < before.len());
    let highest = before.iter().chain(&restored).map(|g| g.0).max().unwrap();
    // How long a restore takes in a fresh process.
    let probe = tempfile::tempdir().unwrap();
    copy_all(source.path(), probe.path());
    let start = Instant::now();
    let mut child = worker(probe.path(), 0, &["--mode", "restore", "--file", &file]);
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let lines = read_acks(&mut reader, 1, &mut HashMap::new());
    let took = start.elapsed();
    assert!(lines.iter().any(|l| l.starts_with("restored")), "{lines:?}");
    kill(child, reader, &mut HashMap::new());
    let (mut olds, mut news, mut acks_total) = (0, 0, 0u64);
    let mut x = 99;
    for round in 0..30u64 {
        let dir = tempfile::tempdir().unwrap();
        copy_all(source.path(), dir.path());
        let mut acked = HashMap::new();
        let mut child = worker(dir.path(), round, &["--mode", "restore", "--file", &file]);
        let reader = BufReader::new(child.stdout.take().unwrap());
        std::thread::sleep(Duration::from_micros(
            next(&mut x) % (took.as_micros() as u64 * 3 / 2 + 1),
        ));
        let said = kill(child, reader, &mut acked);
        acks_total += acked.values().sum::<u64>();
        let mut table = Table::open(Some(dir.path())).unwrap();
        assert!(table.recovery().is_none(), "round {round}");
        assert_eq!(table.integrity_check().unwrap(), "ok", "round {round}");
        let now = games_of(&table);
        if said.iter().any(|l| l.starts_with("restored")) {
            let ids: Vec<i64> = now.iter().map(|g| g.0).collect();
            let want: Vec<i64> = restored.iter().map(|g| g.0).collect();
            assert!(ids.starts_with(&want), "round {round}: {now:?}");
            assert_acked(&mut table, &acked, &format!("round {round}"));
            news += 1;
        } else if now == before {
            olds += 1;
        } else {
            assert_eq!(
                now, restored,
                "round {round}: neither the old games nor the restored"
            );
            news += 1;
        }
        let id = play_new_game(&mut table, 7, 0, &mut x);
        assert!(
            id > highest.max(now.iter().map(|g| g.0).max().unwrap_or(0)),
            "round {round}: id {id} reused"
        );
    }
    eprintln!("30 kills during a restore: {olds} left the old games, {news} the restored ones; {acks_total} actions acknowledged after restores, 0 lost; no id reused");
}

/// Copies a data directory with its backups.
fn copy_all(from: &Path, to: &Path) {
    copy_dir(from, to);
    let b = from.join(epochs_store::BACKUP_DIR);
    if b.exists() {
        copy_dir(&b, &to.join(epochs_store::BACKUP_DIR));
    }
}

#[test]
fn killed_at_random_moments_of_daily_backups_loses_nothing_and_keeps_only_whole_backups() {
    let dir = tempfile::tempdir().unwrap();
    let mut acked = HashMap::new();
    let mut x = 5;
    for round in 0..25u64 {
        let mut child = worker(dir.path(), round + 1, &["--mode", "backup"]);
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        read_acks(&mut reader, 1 + next(&mut x) % 4, &mut acked);
        std::thread::sleep(Duration::from_micros(next(&mut x) % 4000));
        kill(child, reader, &mut acked);
        let mut table = Table::open(Some(dir.path())).unwrap();
        assert!(table.recovery().is_none(), "round {round}");
        assert_acked(&mut table, &acked, &format!("round {round}"));
        for b in table.backups().unwrap() {
            let path = dir.path().join(epochs_store::BACKUP_DIR).join(&b.file);
            let conn = rusqlite::Connection::open_with_flags(
                &path,
                rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
            )
            .unwrap();
            let check: String = conn
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .unwrap();
            assert_eq!(
                check, "ok",
                "round {round}: {} is listed but not whole",
                b.file
            );
        }
    }
    let total: u64 = acked.values().sum();
    eprintln!("25 kills while each action took a daily backup: {total} acknowledged actions, 0 lost, every backup listed whole");
}

#[test]
fn a_wal_deleted_after_a_kill_is_noticed_when_it_held_acknowledged_actions() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join(epochs_store::DB_FILE);
    let (mut lost_rounds, mut lost_actions) = (0, 0);
    for round in 0..8u64 {
        let mut acked = HashMap::new();
        let mut child = worker(dir.path(), round, &[]);
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        read_acks(&mut reader, 5 + round, &mut acked);
        kill(child, reader, &mut acked);
        // Someone "cleans up" the files SQLite left.
        for suffix in ["-wal", "-shm"] {
            let mut side = db.as_os_str().to_owned();
            side.push(suffix);
            let _ = std::fs::remove_file(PathBuf::from(side));
        }
        let mut table = Table::open(Some(dir.path())).unwrap();
        let mut lost = 0;
        for (&game, &seq) in &acked {
            let have = table.view(game, None).map(|v| v.seq).unwrap_or(0);
            lost += seq.saturating_sub(have);
        }
        let notices = table.notices();
        if lost > 0 {
            lost_rounds += 1;
            lost_actions += lost;
            assert!(
                notices
                    .iter()
                    .any(|n| matches!(n, epochs_table::Notice::WritesLost { .. })),
                "round {round}: {lost} acknowledged actions lost without a notice"
            );
        }
        table.dismiss_notices().unwrap();
    }
    assert!(lost_rounds > 0, "the -wal held acknowledged actions");
    eprintln!("8 kills, each followed by deleting the -wal: {lost_actions} acknowledged actions lost in {lost_rounds} rounds, every loss noticed");
}

#[test]
fn a_read_only_folder_is_named_as_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("saved");
    // Saved games in it, closed cleanly, then the folder made read-only: SQLite must create
    // the -wal to open the file. (Left by a kill, the -wal is there: the games open, and only
    // the backups fail until the folder is writable again.)
    {
        let mut table = Table::open(Some(&data)).unwrap();
        play_new_game(&mut table, 1, 3, &mut 1);
    }
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).unwrap();
    let mut run = if std::fs::write(data.join("probe"), b"").is_ok() {
        // Root writes anywhere: the worker runs without the capability that lets it.
        let _ = std::fs::remove_file(data.join("probe"));
        let mut c = Command::new("setpriv");
        c.args(["--bounding-set=-dac_override,-dac_read_search", "--"])
            .arg(env!("CARGO_BIN_EXE_epochs"));
        c
    } else {
        Command::new(env!("CARGO_BIN_EXE_epochs"))
    };
    let child = run
        .args(["crash-worker", "--data-dir"])
        .arg(&data)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
        eprintln!("skipped: no setpriv to run without root's override");
        return;
    };
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if start.elapsed() > Duration::from_secs(30) {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    if said.starts_with("setpriv") {
        eprintln!("skipped: setpriv may not drop capabilities here: {said}");
        return;
    }
    let status = status.expect("refused at once, not playing on");
    assert!(!status.success());
    assert!(
        said.contains(&format!("the folder {} is read-only", data.display())),
        "{said}"
    );
}
