//! What the saved games have to tell, in words for the terminal `epochs serve` prints to: the
//! same Fluent messages the UI shows (ui/src/i18n/messages/en/store.ftl), in English.

use epochs_table::Notice;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// The UI's English catalogue of the notices, built into the program.
const CATALOGUE: &str = include_str!("../../../ui/src/i18n/messages/en/store.ftl");

/// `notice` in English words, safe to print to a terminal: a game's name saved before names
/// were checked may still hold control characters, which are written as their code points.
pub fn notice_in_words(notice: &Notice) -> String {
    epochs_table::names::printable(&notice_text(notice)).into_owned()
}

fn notice_text(notice: &Notice) -> String {
    let mut args = FluentArgs::new();
    let id = match notice {
        Notice::WritesLost { lost, file, wal } => {
            args.set("lost", FluentValue::from(*lost));
            args.set("file", file.as_str());
            args.set("wal", wal.as_str());
            "store-notice-writes-lost"
        }
        Notice::RecordMended { name, game, backup } => {
            args.set("name", name.as_str());
            args.set("game", game.to_string());
            args.set("backup", backup.as_str());
            "store-notice-record-mended"
        }
        Notice::SnapshotIgnored { name, after } => {
            args.set("name", name.as_str());
            args.set("after", after.to_string());
            "store-notice-snapshot-ignored"
        }
        Notice::Said { text } => return text.clone(),
    };
    words(id, &args).unwrap_or_else(|| format!("{notice:?}"))
}

fn words(id: &str, args: &FluentArgs) -> Option<String> {
    let resource = FluentResource::try_new(CATALOGUE.to_string()).ok()?;
    let mut bundle = FluentBundle::new(vec!["en".parse().ok()?]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).ok()?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_notice_reads_as_the_ui_says_it_in_english() {
        let one = notice_in_words(&Notice::WritesLost {
            lost: 1,
            file: "/games/epochs.sqlite".into(),
            wal: "epochs.sqlite-wal".into(),
        });
        assert!(
            one.starts_with("1 saved change made before Epochs last stopped is missing from /games/epochs.sqlite: ")
                && one.ends_with("The games are as they were before it."),
            "{one}"
        );
        let many = notice_in_words(&Notice::WritesLost {
            lost: 8,
            file: "f".into(),
            wal: "f-wal".into(),
        });
        assert!(
            many.starts_with(
                "8 saved changes made before Epochs last stopped are missing from f: "
            ),
            "{many}"
        );
        assert!(many.contains("(f-wal)"), "{many}");
        let mended = notice_in_words(&Notice::RecordMended {
            name: "Sunday".into(),
            game: 3,
            backup: "daily-1.sqlite".into(),
        });
        assert_eq!(
            mended,
            "The saved record of “Sunday” (game 3) failed its checksum: its setup, name and seats were taken again from the backup daily-1.sqlite. Its actions are checked as ever."
        );
        let snapshot = notice_in_words(&Notice::SnapshotIgnored {
            name: "Sunday".into(),
            after: 50,
        });
        assert!(
            snapshot.contains("after action 50 failed its checksum"),
            "{snapshot}"
        );
        let old = notice_in_words(&Notice::Said {
            text: "as kept".into(),
        });
        assert_eq!(old, "as kept");
    }
}
