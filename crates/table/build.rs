//! Finds the lessons, one file per lesson in its game's folder (`src/<game>/lessons/*.json`),
//! and lists them for `lessons.rs`: adding a lesson is adding its file (and its words).

use std::fs;
use std::path::Path;

fn main() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // A new game's folder (with its lessons) is found when `src` changes.
    println!("cargo:rerun-if-changed={}", src.display());
    let mut files = Vec::new();
    if let Ok(games) = fs::read_dir(&src) {
        for game in games.flatten() {
            let dir = game.path().join("lessons");
            // Only folders that exist: cargo takes a missing path as changed, and would run
            // this script, and build the crate again, every time.
            if !dir.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", dir.display());
            let Ok(lessons) = fs::read_dir(&dir) else {
                continue;
            };
            for lesson in lessons.flatten() {
                let path = lesson.path();
                if path.extension().is_some_and(|e| e == "json") {
                    files.push((game.file_name().to_string_lossy().into_owned(), path));
                }
            }
        }
    }
    files.sort();
    let mut out = String::from(
        "/// Every lesson file: its game's key, its file's name without `.json`, and its text.\n\
         pub const LESSON_FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (game, path) in &files {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        out.push_str(&format!(
            "    ({game:?}, {stem:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("lessons.rs");
    if let Err(e) = fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
