// Applies an RFC 6902 JSON Patch (the operations a host sends: add, remove, replace) to a
// copy of a document. The host answers a read as a patch from the answer this device holds
// (docs/protocol.md, "Answers as changes").

/** One patch operation. */
export interface PatchOp {
  op: string;
  path: string;
  value?: unknown;
}

/** Why a patch could not be applied. */
export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

/** The path's reference tokens, unescaped (`~1` is `/`, `~0` is `~`). */
function tokens(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new PatchError(`not a JSON pointer: ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Container = Record<string, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

function index(arr: unknown[], token: string, forAdd: boolean): number {
  if (forAdd && token === '-') return arr.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`not an array index: ${token}`);
  const i = Number(token);
  if (i > arr.length || (!forAdd && i === arr.length)) throw new PatchError(`index ${i} out of range`);
  return i;
}

/** Returns `doc` with `ops` applied; `doc` itself is left as it was. */
export function applyPatch<T>(doc: T, ops: PatchOp[]): T {
  let root: unknown = structuredClone(doc);
  for (const op of ops) {
    const path = tokens(op.path);
    if (path.length === 0) {
      if (op.op === 'remove') throw new PatchError('cannot remove the whole document');
      if (op.op !== 'add' && op.op !== 'replace') throw new PatchError(`unsupported operation ${op.op}`);
      root = structuredClone(op.value);
      continue;
    }
    let parent: unknown = root;
    for (const t of path.slice(0, -1)) {
      if (!isContainer(parent)) throw new PatchError(`no such path: ${op.path}`);
      parent = Array.isArray(parent) ? parent[index(parent, t, false)] : parent[t];
    }
    if (!isContainer(parent)) throw new PatchError(`no such path: ${op.path}`);
    const last = path[path.length - 1];
    const value = structuredClone(op.value);
    if (Array.isArray(parent)) {
      const i = index(parent, last, op.op === 'add');
      if (op.op === 'add') parent.splice(i, 0, value);
      else if (op.op === 'remove') parent.splice(i, 1);
      else if (op.op === 'replace') parent[i] = value;
      else throw new PatchError(`unsupported operation ${op.op}`);
    } else {
      const has = Object.prototype.hasOwnProperty.call(parent, last);
      if (op.op === 'add') parent[last] = value;
      else if (op.op === 'remove' || op.op === 'replace') {
        if (!has) throw new PatchError(`no such member: ${op.path}`);
        if (op.op === 'remove') delete parent[last];
        else parent[last] = value;
      } else throw new PatchError(`unsupported operation ${op.op}`);
    }
  }
  return root as T;
}
