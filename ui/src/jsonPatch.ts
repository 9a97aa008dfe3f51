// Applies an RFC 6902 JSON Patch to a copy of a document, with the `rfc6902` package. The
// host answers a read as a patch from the answer this device holds (docs/protocol.md,
// "Answers as changes"). What this adds to the package, for the transport that calls it:
// the document is copied, not changed in place (the answer held stays as it was); the patch
// stops at its first failed operation and throws (the package goes on and lists the
// failures); and an `add` or `replace` of the whole document (path "") replaces it, as the
// host's diff sends when an answer changed type (the package can't swap the object it was
// given).

import { applyPatch as applyInPlace, type Operation } from 'rfc6902';

/** One patch operation, as it comes from the host (checked when applied). */
export interface PatchOp {
  op: string;
  path: string;
  value?: unknown;
  from?: string;
}

/** Why a patch could not be applied. */
export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

/** Returns `doc` with `ops` applied; `doc` itself is left as it was. Throws a `PatchError`
 * at the first operation that does not apply. */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: unknown = structuredClone(doc);
  for (const op of ops) {
    if (op.path === '' && (op.op === 'add' || op.op === 'replace')) {
      if (!('value' in op)) throw new PatchError(`${op.op} without a value`);
      root = structuredClone(op.value);
      continue;
    }
    let failure: Error | null;
    try {
      // Not a JSON pointer: the package throws. A primitive where a container should be: the
      // package's assignment throws (strict mode).
      [failure] = applyInPlace(root, [op as Operation]);
    } catch (e) {
      failure = e instanceof Error ? e : new Error(String(e));
    }
    if (failure) throw new PatchError(`${op.op} ${op.path}: ${failure.message}`);
  }
  return root as T;
}
