#!/usr/bin/env python3
"""Which files outside the games' own folders name a game.

Code shared by every game reaches a game through its registry (crates/table/src/registry.rs
on the Rust side, ui/src/games/index.ts on the UI side), so a new game cannot be played or
drawn as another by a forgotten branch, and adding one touches only the lists of games.

The games are the folders of ui/src/games/ (each game has one there, and one in
crates/engine/src/ and crates/table/src/). Searches for their names, in code only (comments,
doc comments and Python docstrings may use a game as an example):
  - ui/src: code, and styles (*.css; a game's styles live in its folder);
  - crates/*/src;
  - the scripts (scripts/*.sh, scripts/*.py);
  - the fuzz targets (fuzz/fuzz_targets/*.rs), which reach the games through the registry.
Leaves out:
  - the games' own folders: ui/src/games/<game>/ and crates/<crate>/src/<game>/;
  - tests (*.test.ts(x), e2e/, a crate's tests/, Rust files named tests.rs, and the
    `#[cfg(test)] mod tests` block that ends a Rust file);
  - the generated protocol types (ui/src/generated/);
  - the files of scripts/game-names-allowed.txt (one path per line, the reason after `#`).
Prints how many files name a game and which, and exits 1 if any is not on the allow-list.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
ALLOWED_FILE = 'scripts/game-names-allowed.txt'
SOURCE_EXT = ('.rs', '.ts', '.tsx', '.css', '.html')
SCRIPT_EXT = ('.sh', '.py')


def games():
    base = os.path.join(ROOT, 'ui/src/games')
    return sorted(d for d in os.listdir(base) if os.path.isdir(os.path.join(base, d)))


def allowed():
    out = []
    with open(os.path.join(ROOT, ALLOWED_FILE), encoding='utf-8') as f:
        for line in f:
            path = line.split('#', 1)[0].strip()
            if path:
                out.append(path)
    return out


def left_out(path, names):
    alt = '|'.join(names)
    return bool(
        re.match(rf'^ui/src/games/({alt})/', path)
        or re.match(rf'^crates/[^/]+/src/({alt})/', path)
        or path.startswith('ui/src/generated/')
        or re.search(r'\.test\.tsx?$', path)
        or re.search(r'(^|/)e2e/', path)
        or re.match(r'^crates/[^/]+/tests/', path)
        or path.endswith('/tests.rs')
    )


def code_of(path, text):
    """The file's code: comments removed, and a Rust file's closing test module."""
    if path.endswith('.rs'):
        cut = re.search(r'\n#\[cfg\(test\)\]\nmod tests \{', text)
        if cut:
            text = text[: cut.start()]
    if path.endswith(SCRIPT_EXT):
        if path.endswith('.py'):
            text = re.sub(r'("""|\'\'\')(.*?)\1', '', text, flags=re.S)
        return '\n'.join(re.sub(r'(^|\s)#.*$', '', line) for line in text.split('\n'))
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    return '\n'.join(re.sub(r'(^|\s)//.*$', '', line) for line in text.split('\n'))


def main():
    names = games()
    pattern = re.compile('|'.join(names), re.I)
    files = []
    for top in ['ui/src'] + [f'crates/{c}/src' for c in sorted(os.listdir(os.path.join(ROOT, 'crates')))]:
        for dirpath, _, filenames in os.walk(os.path.join(ROOT, top)):
            for name in filenames:
                if name.endswith(SOURCE_EXT):
                    files.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    for top, exts in (('scripts', SCRIPT_EXT), ('fuzz/fuzz_targets', ('.rs',))):
        for name in sorted(os.listdir(os.path.join(ROOT, top))):
            if name.endswith(exts):
                files.append(f'{top}/{name}')
    allow = allowed()
    naming, on_list = [], []
    for path in sorted(files):
        if left_out(path, names):
            continue
        with open(os.path.join(ROOT, path), encoding='utf-8') as f:
            if not pattern.search(code_of(path, f.read())):
                continue
        (on_list if path in allow else naming).append(path)
    print(f"Files outside the games' own folders whose code names a game ({', '.join(names)}): "
          f"{len(naming)} not on the allow-list, {len(on_list)} on it ({ALLOWED_FILE}).")
    for path in naming:
        print(f'  {path}')
    stale = [a for a in allow if a not in on_list]
    if stale:
        print('Allow-list entries whose code names no game (remove them):')
        for a in stale:
            print(f'  {a}')
    return 1 if naming or stale else 0


if __name__ == '__main__':
    sys.exit(main())
