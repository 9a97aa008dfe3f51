//! Kill a process that autosaves actions at random moments: the store must reopen sound
//! with every acknowledged action present.

use epochs_table::Table;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::time::Duration;

fn parse_ack(line: &str) -> Option<(i64, u64)> {
    let mut parts = line.split_whitespace();
    (parts.next()? == "ack").then_some(())?;
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

#[test]
fn killed_mid_write_200_times_loses_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut acked: HashMap<i64, u64> = HashMap::new();
    let mut kills = 0;
    for round in 0..200u64 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_epochs"))
            .args(["crash-worker", "--data-dir"])
            .arg(dir.path())
            .args(["--seed", &round.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut reader = BufReader::new(stdout);
        // A pseudo-random number of acknowledgements, then a pseudo-random extra delay,
        // so that the kill lands at different points of the write cycle.
        let wanted = 1 + (round * 7919 % 13);
        let mut line = String::new();
        let mut got = 0;
        while got < wanted {
            line.clear();
            if reader.read_line(&mut line).unwrap() == 0 {
                break;
            }
            if let Some((g, s)) = parse_ack(&line) {
                let e = acked.entry(g).or_insert(0);
                *e = (*e).max(s);
                got += 1;
            }
        }
        std::thread::sleep(Duration::from_micros(round * 379 % 3000));
        child.kill().unwrap();
        child.wait().unwrap();
        kills += 1;
        // Acknowledgements printed before the kill still count.
        let mut rest = String::new();
        reader.read_to_string(&mut rest).unwrap();
        for l in rest.lines() {
            if let Some((g, s)) = parse_ack(l) {
                let e = acked.entry(g).or_insert(0);
                *e = (*e).max(s);
            }
        }
        let mut table = Table::open(Some(dir.path())).unwrap();
        assert!(
            table.recovery().is_none(),
            "round {round}: the database had to be recovered"
        );
        assert_eq!(table.integrity_check().unwrap(), "ok", "round {round}");
        for (&game, &seq) in &acked {
            let v = table.view(game, None).unwrap();
            assert!(
                v.seq >= seq,
                "round {round}: game {game} has {} actions, {seq} were acknowledged",
                v.seq
            );
        }
    }
    assert_eq!(kills, 200);
    assert!(acked.values().sum::<u64>() > 200);
}
