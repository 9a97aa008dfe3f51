#!/usr/bin/env python3
"""Import circles between the modules of a Rust crate (its top-level modules, and the files of
each of its folders), or between the files of a TypeScript source tree.

Usage:
    python3 scripts/check-circles.py crates/engine/src [crates/table/src ...]
    python3 scripts/check-circles.py --ts ui/src [...]
    python3 scripts/check-circles.py --ts-runtime ui/src [...]
    python3 scripts/check-circles.py --self-test

For each crate `src` directory given, every `.rs` file is read and its crate-internal
references are collected: `use crate::x`, `crate::x::...` paths anywhere in code (string
literals included, so that `#[serde(with = "crate::x::f")]` counts), grouped
`use crate::{a, b::c}`, `$crate::x` in macros (counted for the file that defines the macro),
`crate::name!` calls of an exported macro (counted for the module that defines it) and
`super::` paths, resolved against the module the file is (inline `mod x { ... }` blocks, such
as `mod tests`, count as one level deeper). Line, doc and block comments are ignored.

Each reference is resolved to the module it lands in: the longest prefix of its path that is
a module (`crate::khronos::map::Map` lands in `khronos::map`). A name that a module re-exports
(`crate::Game` after `pub use game::Game` in lib.rs, `super::State` after `pub use
state::State` in tempus/mod.rs) counts for the module it comes from.

A reference from module `a` to module `b` is an edge between the two siblings under their
deepest common ancestor: `khronos/legal/sink.rs` naming `crate::tempus::x` is the edge
`khronos -> tempus` between the crate's top-level modules; `khronos/shapes.rs` naming
`super::map::Mask` is the edge `shapes -> map` between the files of khronos/. So there is
one graph for the top level and one for each folder. A module's reference to its own parent
or child is no edge: the crate root (lib.rs, main.rs; src/bin/ is left out) and a folder's own
file (mod.rs, or x.rs beside x/) are taken to only declare and re-export, and are no part of
any circle (a name defined in a folder's own file is not followed).

Each graph's strongly connected components are found with Tarjan's algorithm; any component
of more than one module is a circle.

With `--ts`, every `.ts`/`.tsx` file under each directory given is a node, and its relative
imports are the edges: `import ... from './x'`, `export ... from './x'`, `import './x'` and
`import('./x')` (comments ignored; a specifier resolves as the bundler does: `./x.ts`,
`./x.tsx`, `./x/index.ts`...; packages, aliases and style sheets are no part of the graph).
Imports of types only (`import type`, `export type ... from`, `{ type A }`) count too: they bind
the files' designs together. `--ts-runtime` leaves them out (the circles of the JavaScript
that runs). Each is printed with its simple cycles
(`a -> b -> a`) and, for each edge inside it, the references that make it. The exit status
is 1 when a circle is found, 2 on a usage error (a directory that does not exist), else 0.
"""

import os
import re
import sys
import tempfile

ROOT_FILES = ("lib.rs", "main.rs")
MAX_CYCLES_SHOWN = 50
MAX_PLACES_SHOWN = 3

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_comments(text):
    """`text` with every comment blanked out (newlines kept, so line numbers hold). String,
    raw string, byte string and char literals are kept as they are; a lifetime (`'a`) is not
    mistaken for a char literal."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c == "/" and nxt == "*":
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "r" or (c == "b" and nxt == "r"):
            m = re.compile(r'b?r(#*)"').match(text, i)
            prev = text[i - 1] if i else ""
            if m and not (prev.isalnum() or prev == "_"):
                close = '"' + m.group(1)
                j = text.find(close, m.end())
                j = n if j < 0 else j + len(close)
                out.append(text[i:j])
                i = j
            else:
                out.append(c)
                i += 1
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(text[i:j])
            i = j
        elif c == "'":
            m = re.compile(r"'(\\(x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|.)|[^\\'])'", re.S).match(text, i)
            j = m.end() if m else i + 1
            out.append(text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def module_path(src, path):
    """The module path of file `path` of a crate whose root directory is `src` (`[]`: the
    crate root), or `None` for a file that is a crate root of its own (src/bin/)."""
    rel = os.path.relpath(path, src).replace(os.sep, "/")
    parts = rel[: -len(".rs")].split("/")
    if parts[0] == "bin":
        return None
    if len(parts) == 1 and rel in ROOT_FILES:
        return []
    if parts[-1] == "mod":
        parts = parts[:-1]
    return parts


def split_top(group):
    """The items of a `{a, b::{c, d}, e as f}` group's inside, split at its own commas."""
    items, depth, cur = [], 0, []
    for ch in group:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            items.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    items.append("".join(cur))
    return [i.strip() for i in items if i.strip()]


def group_at(text, start):
    """The inside of the brace group opening at `text[start]` and the index after it."""
    depth, j = 0, start
    while j < len(text):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1 : j], j + 1
        j += 1
    return text[start + 1 :], len(text)


def paths_at(text, at):
    """The paths that start at `text[at]` (after `crate::` or a resolved `super::`), each as
    (segments, name): one for `a::b`, several for a group `{a, b::{c, d as e}}`. `self` and
    `*` stand for the path so far (no segment); `name` is the last segment or its alias (`as`)."""
    m = re.compile(r"\s*(\{|" + IDENT + r"|\*)").match(text, at)
    if not m:
        return []
    if m.group(1) == "{":
        inside, _ = group_at(text, m.start(1))
        return [p for item in split_top(inside) for p in paths_at(item, 0)]
    seg = m.group(1)
    if seg in ("*", "self"):
        return [([], None)]
    more = re.compile(r"\s*::\s*").match(text, m.end())
    if more:
        rest = paths_at(text, more.end())
        if rest:
            return [([seg] + segs, name) for segs, name in rest]
    alias = re.compile(r"\s+as\s+(" + IDENT + r")").match(text, m.end())
    return [([seg], alias.group(1) if alias else seg)]


def first_segments(text, at):
    """The first segment of each path that starts at `text[at]` (see `paths_at`)."""
    return [segs[0] for segs, _ in paths_at(text, at) if segs]


def folder_name(parent):
    """How a module graph is named: `the crate` for the top level, else its folder."""
    return "/".join(parent) + "/" if parent else "the crate"


class Crate:
    """The files of one crate and its module graphs: one per folder (module with modules of
    its own), between that module's children (the top level is the graph of the crate root's
    children, `edges`)."""

    def __init__(self, src):
        self.src = src
        self.files = []  # (path, module path, comment-free text)
        for dirpath, dirnames, filenames in os.walk(src):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".rs"):
                    path = os.path.join(dirpath, name)
                    mod = module_path(src, path)
                    if mod is None:
                        continue
                    with open(path, encoding="utf-8", errors="replace") as f:
                        self.files.append((path, mod, strip_comments(f.read())))
        self.module_paths = {tuple(mod) for _, mod, _ in self.files}
        for _, mod, _ in self.files:
            for i in range(len(mod)):
                self.module_paths.add(tuple(mod[:i]))
        self.modules = {mod[0] for _, mod, _ in self.files if mod}
        self.reexports = {}  # (module, name it re-exports) -> module the name comes from
        self.macros = {}  # exported macro -> module defining it
        for _, mod, text in self.files:
            self._read_reexports(mod, text)
            if mod:
                for m in re.finditer(r"#\[macro_export\]\s*macro_rules!\s*(" + IDENT + ")", text):
                    self.macros[m.group(1)] = tuple(mod)
        # graphs[parent][a][b]: places (file:line: text) where child a of module `parent`
        # refers to its sibling b.
        self.graphs = {}
        for p in self.module_paths:
            if p:
                self.graphs.setdefault(p[:-1], {}).setdefault(p[-1], {})
        for path, mod, text in self.files:
            if mod:
                self._read_file(path, mod, text)
        self.edges = self.graphs.setdefault((), {})

    def _read_reexports(self, mod, text):
        """Notes the names a module's file re-exports (`pub use game::{Game, Outcome};`,
        `pub(crate) use self::state::State;`): a path through them counts for the module
        the name comes from."""
        for m in re.finditer(r"\bpub\s*(?:\(\s*crate\s*\)\s*)?use\s+", text):
            absolute = re.compile(r"crate\s*::\s*").match(text, m.end())
            if absolute:
                base, at = [], absolute.end()
            else:
                selfish = re.compile(r"self\s*::\s*").match(text, m.end())
                base, at = list(mod), selfish.end() if selfish else m.end()
            for segs, name in paths_at(text, at):
                if not segs or name is None:
                    continue
                home = self._module_of(base + segs[:-1])
                if home != tuple(mod):
                    self.reexports.setdefault((tuple(mod), name), home)

    def _module_of(self, full):
        """The module a full path (segments from the crate root) lands in: its longest prefix
        that is a module, through the names modules re-export."""
        full = list(full)
        for _ in range(8):  # re-exports of re-exports, a few deep
            k = len(full)
            while k and tuple(full[:k]) not in self.module_paths:
                k -= 1
            home = tuple(full[:k])
            if k < len(full) and (home, full[k]) in self.reexports:
                full = list(self.reexports[(home, full[k])]) + full[k + 1 :]
                continue
            return home
        return home

    def _scopes(self, text):
        """(start, end, name) of each inline `mod name { ... }` block."""
        out = []
        for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*\{", text):
            _, end = group_at(text, m.end() - 1)
            out.append((m.start(), end, m.group(1)))
        return out

    def _module_at(self, mod, scopes, pos):
        inner = [name for start, end, name in scopes if start <= pos < end]
        return mod + inner

    def _add(self, path, text, pos, here, target):
        """An edge between the siblings under the modules' deepest common ancestor, if both
        lie below it (a module's reference to its own parent or child is no edge)."""
        if target is None:
            return
        k = 0
        while k < len(here) and k < len(target) and here[k] == target[k]:
            k += 1
        if k >= len(here) or k >= len(target):
            return
        line = text.count("\n", 0, pos) + 1
        start = text.rfind("\n", 0, pos) + 1
        end = text.find("\n", pos)
        snippet = " ".join(text[start : end if end >= 0 else len(text)].split())[:100]
        rel = os.path.relpath(path, self.src)
        graph = self.graphs.setdefault(tuple(here[:k]), {})
        graph.setdefault(target[k], {})
        places = graph.setdefault(here[k], {}).setdefault(target[k], [])
        place = f"{rel}:{line}: {snippet}"
        if place not in places:  # one line naming several items of a module: one place
            places.append(place)

    def _read_file(self, path, mod, text):
        text = re.sub(r"\bpub\s*\(\s*in\s+[^)]*\)", lambda m: " " * len(m.group(0)), text)
        scopes = self._scopes(text)
        for m in re.finditer(r"(?<![A-Za-z0-9_])\$?crate\s*::\s*", text):
            where = m.start()
            here = self._module_at(mod, scopes, where)
            macro = re.compile(r"(" + IDENT + r")\s*!(?!=)").match(text, m.end())
            if macro and macro.group(1) in self.macros:
                self._add(path, text, where, here, self.macros[macro.group(1)])
                continue
            for segs, _ in paths_at(text, m.end()):
                self._add(path, text, where, here, self._module_of(segs))
        for name, home in self.macros.items():
            # A bare call of an exported macro (after `use crate::name`, or through
            # `#[macro_use]`) counts for the module that defines it.
            for m in re.finditer(r"(?<![A-Za-z0-9_:$])" + re.escape(name) + r"\s*!(?!=)", text):
                self._add(path, text, m.start(), self._module_at(mod, scopes, m.start()), home)
        for m in re.finditer(r"(?<![A-Za-z0-9_:])((?:super\s*::\s*)+)", text):
            ups = m.group(1).count("super")
            here = self._module_at(mod, scopes, m.start())
            if ups > len(here):
                continue  # beyond the crate root: not valid Rust; nothing to resolve
            base = here[: len(here) - ups]
            found = paths_at(text, m.end()) or [([], None)]
            for segs, _ in found:
                self._add(path, text, m.start(), here, self._module_of(base + segs))


def tarjan(nodes, edges):
    """Strongly connected components of the graph (iterative Tarjan)."""
    index, low, on_stack, stack, comps = {}, {}, set(), [], []
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, {}))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, {})))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                comps.append(sorted(comp))
    return comps


def simple_cycles(comp, edges, limit):
    """Up to `limit` simple cycles inside one component, each starting at its smallest
    module (so that each is found once)."""
    members = set(comp)
    cycles = []
    for start in sorted(comp):
        allowed = {m for m in members if m >= start}
        path, seen = [start], {start}

        def walk(node):
            for nxt in sorted(edges.get(node, {})):
                if len(cycles) >= limit:
                    return
                if nxt == start:
                    cycles.append(path + [start])
                elif nxt in allowed and nxt not in seen:
                    path.append(nxt)
                    seen.add(nxt)
                    walk(nxt)
                    path.pop()
                    seen.discard(nxt)

        walk(start)
    return cycles


def circles(src):
    """The circles of the crate at `src`: the crate and a list of (component, cycles, edge
    places), the top level's first, then each folder's. A module is named by its path under
    `src` (`khronos` at the top level, `khronos/map` between the files of khronos/)."""
    crate = Crate(src)
    found = []
    for parent in sorted(crate.graphs, key=lambda p: (len(p), p)):
        graph = crate.graphs[parent]
        name = lambda m, parent=parent: "/".join(parent + (m,))
        for comp in tarjan(set(graph), graph):
            if len(comp) < 2:
                continue
            cycles = simple_cycles(comp, graph, MAX_CYCLES_SHOWN + 1)
            places = {
                (name(a), name(b)): graph[a][b]
                for a in comp
                for b in sorted(graph[a])
                if b in comp
            }
            found.append(([name(m) for m in comp], [[name(m) for m in c] for c in cycles], places))
    return crate, found


def check(src, out=sys.stdout):
    """Prints the circles of the crate at `src`; whether it has none."""
    crate, found = circles(src)
    folders = len([p for p in crate.graphs if p])
    if not found:
        print(
            f"{src}: no import circles between its {len(crate.modules)} top-level modules,"
            f" nor between the files of any of its {folders} folders",
            file=out,
        )
        return True
    print(f"{src}: {len(found)} import circle(s) between modules", file=out)
    for comp, cycles, places in found:
        print(f"  circle among {', '.join(comp)}:", file=out)
        for cycle in cycles[:MAX_CYCLES_SHOWN]:
            print(f"    {' -> '.join(cycle)}", file=out)
        if len(cycles) > MAX_CYCLES_SHOWN:
            print(f"    ... and more cycles", file=out)
        print("    because:", file=out)
        for (a, b), where in sorted(places.items()):
            print(f"      {a} -> {b}:", file=out)
            for w in where[:MAX_PLACES_SHOWN]:
                print(f"        {w}", file=out)
            if len(where) > MAX_PLACES_SHOWN:
                print(f"        ... and {len(where) - MAX_PLACES_SHOWN} more", file=out)
    return False


# ----- TypeScript: circles between the files of a source tree -----

TS_EXTENSIONS = (".ts", ".tsx")
TS_RESOLVE = ("", ".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx")


def ts_strip_comments(text):
    """`text` with its `//` and `/* */` comments blanked out (newlines kept). String and
    template literals are kept as they are (a `${...}` inside a template is read as part of
    it, which is enough to find imports)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c == "/" and nxt == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "'\"`":
            j = i + 1
            while j < n and text[j] != c and (c == "`" or text[j] != "\n"):
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


# `import x from './a'`, `import type { X } from './a'`, `export { y } from './a'`,
# `export * from './a'`, `import './a.css'` and `import('./a')`.
TS_IMPORT = re.compile(
    r"""(?<![\w$.])(?:
        (?P<kw>import|export)\s+(?P<what>(?:type\s+)?(?:[\w$*\s,{}]|\bas\b)*?)\s*\bfrom\s*(?P<q1>['"])(?P<from>[^'"\n]+)(?P=q1)
      | import\s*(?P<q2>['"])(?P<bare>[^'"\n]+)(?P=q2)
      | import\s*\(\s*(?P<q3>['"])(?P<dyn>[^'"\n]+)(?P=q3)\s*\)
    )""",
    re.X,
)


def ts_type_only(what):
    """Whether the imported or exported names (`type { A }`, `{ type A, type B }`) are types
    only, which leave nothing in the JavaScript that runs."""
    what = what.strip()
    if re.match(r"type\b(?!\s*,)", what):
        return True
    inside = re.fullmatch(r"\{(.*)\}", what, re.S)
    if not inside:
        return False
    names = [x.strip() for x in inside.group(1).split(",") if x.strip()]
    return bool(names) and all(re.match(r"type\s", x) for x in names)


def ts_imports(text):
    """(position, specifier, type-only) of each import or re-export in a file's text."""
    out = []
    for m in TS_IMPORT.finditer(ts_strip_comments(text)):
        if m.group("from"):
            out.append((m.start(), m.group("from"), ts_type_only(m.group("what"))))
        else:
            out.append((m.start(), m.group("bare") or m.group("dyn"), False))
    return out


def ts_resolve(path, spec):
    """The file a relative specifier of file `path` names, or `None` (a package, an alias,
    a file that is not TypeScript such as a style sheet)."""
    if not spec.startswith("."):
        return None
    base = os.path.normpath(os.path.join(os.path.dirname(path), spec))
    if base.endswith(".js"):
        base = base[: -len(".js")]
    for suffix in TS_RESOLVE:
        cand = base + suffix
        if cand.endswith(TS_EXTENSIONS) and os.path.isfile(cand):
            return cand
    return None


class TsTree:
    """The `.ts`/`.tsx` files under a directory and the graph of their relative imports.
    With `with_types`, imports of types only count too (they bind the files' designs
    together, though nothing of them runs)."""

    def __init__(self, src, with_types=True):
        self.src = src
        self.modules = set()
        self.edges = {}
        texts = {}
        for dirpath, dirnames, filenames in os.walk(src):
            dirnames[:] = sorted(d for d in dirnames if d != "node_modules")
            for name in sorted(filenames):
                if name.endswith(TS_EXTENSIONS):
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8", errors="replace") as f:
                        texts[path] = f.read()
        for path in texts:
            self.modules.add(self.rel(path))
            self.edges[self.rel(path)] = {}
        for path, text in texts.items():
            for pos, spec, type_only in ts_imports(text):
                if type_only and not with_types:
                    continue
                target = ts_resolve(path, spec)
                if target is None or target not in texts or target == path:
                    continue
                line = text.count("\n", 0, pos) + 1
                what = "type " if type_only else ""
                self.edges[self.rel(path)].setdefault(self.rel(target), []).append(f"{self.rel(path)}:{line}: {what}import '{spec}'")

    def rel(self, path):
        return os.path.relpath(path, self.src).replace(os.sep, "/")


def ts_circles(src, with_types=True):
    """The circles between the files under `src`: the tree and a list of (component,
    cycles, edge places)."""
    tree = TsTree(src, with_types)
    found = []
    for comp in tarjan(tree.modules, tree.edges):
        if len(comp) < 2:
            continue
        cycles = simple_cycles(comp, tree.edges, MAX_CYCLES_SHOWN + 1)
        places = {(a, b): tree.edges[a][b] for a in comp for b in sorted(tree.edges[a]) if b in comp}
        found.append((comp, cycles, places))
    return tree, found


def ts_check(src, with_types=True, out=sys.stdout):
    """Prints the circles between the files under `src`; whether it has none."""
    tree, found = ts_circles(src, with_types)
    if not found:
        print(f"{src}: no import circles between its {len(tree.modules)} TypeScript files", file=out)
        return True
    print(f"{src}: {len(found)} import circle(s) between TypeScript files", file=out)
    for comp, cycles, places in found:
        print(f"  circle of {len(comp)} files: {', '.join(comp)}", file=out)
        shortest = sorted(cycles, key=len)[:MAX_CYCLES_SHOWN]
        for cycle in shortest[:10]:
            print(f"    {' -> '.join(cycle)}", file=out)
        if len(cycles) > 10:
            print(f"    ... and more cycles", file=out)
        print("    because:", file=out)
        for (a, b), where in sorted(places.items()):
            for w in where[:MAX_PLACES_SHOWN]:
                print(f"      {w}", file=out)
    return False


def ts_self_test(fail):
    """A small tree with a circle (through a re-export, a type-only import, a dynamic import)
    and the same tree without it; `fail` is called with what was judged wrong."""
    files = {
        "a.ts": (
            "// import { x } from './b';  a comment: no edge\n"
            "/* import './c'; */\n"
            "const s = \"import { y } from './c'\";\n"
            "import { g } from './games';\n"
            "import './style.css';\n"
            "import { h } from 'preact/hooks';\n"
            "export const a = 1;\n"
        ),
        "games/index.ts": "export { k } from './k';\nexport type { T } from '../types';\n",
        "games/k.tsx": "import {\n  a,\n  type A,\n} from '../a';\nexport const k = () => import('../lazy');\n",
        "lazy.ts": "export const l = 1;\n",
        "types.ts": "import type { k } from './games/k';\nexport type T = number;\n",
        "style.css": "",
    }
    with tempfile.TemporaryDirectory() as tmp:
        write(tmp, files)
        tree, found = ts_circles(tmp)
        got = {k: set(v) for k, v in tree.edges.items() if v}
        want = {
            "a.ts": {"games/index.ts"},
            "games/index.ts": {"games/k.tsx", "types.ts"},
            "games/k.tsx": {"a.ts", "lazy.ts"},
            "types.ts": {"games/k.tsx"},
        }
        if got != want:
            fail(f"the TypeScript tree's edges are {got}, expected {want}")
        comps = [c for c, _, _ in found]
        if comps != [["a.ts", "games/index.ts", "games/k.tsx", "types.ts"]]:
            fail(f"the TypeScript tree's circles are {comps}, expected one of a, games/index, games/k, types")
        # Types only: types.ts -> games/k.tsx and games/index.ts -> types.ts no longer count.
        _, found = ts_circles(tmp, with_types=False)
        comps = [c for c, _, _ in found]
        if comps != [["a.ts", "games/index.ts", "games/k.tsx"]]:
            fail(f"without types, the TypeScript tree's circles are {comps}, expected one of a, games/index, games/k")
        with open(os.path.join(tmp, "a.ts"), "w", encoding="utf-8") as f:
            f.write(files["a.ts"].replace("import { g } from './games';\n", ""))
        with open(os.devnull, "w") as quiet:
            if not ts_check(tmp, out=quiet):
                fail("the TypeScript tree without a.ts's import of games was reported with a circle")


def nested_self_test(fail):
    """A crate whose top level is clean but whose folder g/ has a circle between its files
    (through the folder's re-export, and from a test module), and the same without it; a
    file two folders down counts for its folder at the level where the paths part."""
    files = {
        "lib.rs": "pub mod g;\npub mod top;\n",
        "top.rs": "use crate::g::Thing;\n",
        "g/mod.rs": "pub mod h;\npub mod x;\npub mod y;\npub use x::Thing;\npub(crate) use self::y::Y;\n",
        # x -> y from its inline test module (two `super`s reach g).
        "g/x.rs": "pub struct Thing;\n#[cfg(test)]\nmod tests {\n    use super::super::y::Y;\n}\n",
        # y -> x through g's re-export of Thing; y -> g itself (its parent) is no edge.
        "g/y.rs": "pub struct Y;\nfn f() -> crate::g::Thing { crate::g::Thing }\nuse super::*;\n",
        # g/h/z.rs: h -> x (at g's level), and nothing at h's level.
        "g/h.rs": "pub mod z;\n",
        "g/h/z.rs": "use super::super::{x::Thing, h};\nuse crate::top;\n",
    }
    with tempfile.TemporaryDirectory() as tmp:
        write(tmp, files)
        crate, found = circles(tmp)
        got = {p: {k: set(v) for k, v in g.items()} for p, g in crate.graphs.items()}
        want = {
            (): {"g": {"top"}, "top": {"g"}},
            ("g",): {"h": {"x"}, "x": {"y"}, "y": {"x"}},
            ("g", "h"): {"z": set()},
        }
        if got != want:
            fail(f"the nested crate's graphs are {got}, expected {want}")
        comps = [c for c, _, _ in found]
        if comps != [["g", "top"], ["g/x", "g/y"]]:
            fail(f"the nested crate's circles are {comps}, expected g, top and g/x, g/y")
        with open(os.path.join(tmp, "top.rs"), "w", encoding="utf-8") as f:
            f.write("pub const N: u8 = 1;\n")
        with open(os.path.join(tmp, "g/y.rs"), "w", encoding="utf-8") as f:
            f.write("pub struct Y;\nuse super::*;\n")
        with open(os.devnull, "w") as quiet:
            if not check(tmp, out=quiet):
                fail("the nested crate without y's use of Thing was reported with a circle")


def write(root, files):
    for rel, body in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(body)


def self_test():
    """Two small crates, one with a circle and one without; True when both are judged right."""
    clean_files = {
        "lib.rs": "pub mod a;\npub mod b;\npub mod c;\npub mod m;\npub use a::{Thing as Renamed, Other};\n",
        # $crate in a macro counts for the module that defines it: m -> a.
        "m.rs": "#[macro_export]\nmacro_rules! make { () => { $crate::a::Thing::new() } }\n",
        "a.rs": (
            "//! Docs that name crate::b::Y and super::b do not count.\n"
            "/// Neither does crate::c::Z in a doc comment, /* nor */ this: crate::b\n"
            "/* A block comment: crate::b::Y /* nested crate::c */ still crate::b */\n"
            "const S: &str = \"// not a comment\"; // crate::b\n"
            "const R: &str = r#\"a \" // raw\"#; const Q: char = '\"'; // crate::c\n"
            "pub struct Thing<'a>(&'a str);\npub struct Other;\n"
            "#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"
        ),
        # Through the root's re-export: b -> a; a bare call of the exported macro: b -> m.
        "b.rs": "use crate::Renamed;\npub(in crate::b) fn g() {}\nfn h() { make!(); }\n",
        # A group and an exported macro: c -> a, c -> m.
        "c.rs": "use crate::{m as _, a::{Thing}};\nfn f() { crate::make!(); }\n",
    }
    circled_files = {
        **clean_files,
        # In a test module (tests count) two levels of `super` reach the root: a -> b.
        "a.rs": clean_files["a.rs"].replace("use super::*;", "use super::super::b::deep;"),
        "b.rs": "pub mod deep;\n",
        # From b/deep.rs two levels of `super` reach the root: b -> c, b -> m.
        "b/deep.rs": "use super::super::{c::*, m};\n",
    }
    ok = True

    def fail(message):
        nonlocal ok
        print("self-test: " + message)
        ok = False

    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        write(clean, clean_files)
        circled = os.path.join(tmp, "circled")
        write(circled, circled_files)
        with open(os.devnull, "w") as quiet:
            crate, found = circles(clean)
            got = {k: set(v) for k, v in crate.edges.items()}
            want = {"a": set(), "b": {"a", "m"}, "c": {"a", "m"}, "m": {"a"}}
            if got != want:
                fail(f"the clean crate's edges are {got}, expected {want}")
            if found or not check(clean, out=quiet):
                fail(f"the clean crate has circles: {[c for c, _, _ in found]}")
            crate, found = circles(circled)
            got = {k: set(v) for k, v in crate.edges.items()}
            want = {"a": {"b"}, "b": {"c", "m"}, "c": {"a", "m"}, "m": {"a"}}
            if got != want:
                fail(f"the circled crate's edges are {got}, expected {want}")
            if [c for c, _, _ in found] != [["a", "b", "c", "m"]]:
                fail(f"the circled crate's circles are {[c for c, _, _ in found]}, expected one of a, b, c, m")
            cycles = sorted(" -> ".join(c) for _, cs, _ in found for c in cs)
            want_cycles = ["a -> b -> c -> a", "a -> b -> c -> m -> a", "a -> b -> m -> a"]
            if cycles != want_cycles:
                fail(f"the circled crate's cycles are {cycles}, expected {want_cycles}")
            if check(circled, out=quiet):
                fail("the circled crate was reported as clean")
    nested_self_test(fail)
    ts_self_test(fail)
    print("self-test: " + ("passed" if ok else "FAILED"))
    return ok


def main(argv):
    if argv == ["--self-test"]:
        return 0 if self_test() else 1
    ts = bool(argv) and argv[0] in ("--ts", "--ts-runtime")
    with_types = not argv or argv[0] != "--ts-runtime"
    dirs = argv[1:] if ts else argv
    if not dirs or any(a.startswith("-") for a in dirs):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    clean = True
    for src in dirs:
        if not os.path.isdir(src):
            print(f"{src}: not a directory", file=sys.stderr)
            return 2
        try:
            clean = (ts_check(src, with_types) if ts else check(src)) and clean
        except OSError as e:
            print(f"{src}: {e}", file=sys.stderr)
            return 2
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
