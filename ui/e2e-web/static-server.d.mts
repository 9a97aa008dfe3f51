// Types of static-server.mjs for the TypeScript tests.

/** A set of folders served over HTTP. */
export interface Served {
  /** Its address, `http://127.0.0.1:PORT`. */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Serves `content` at `path` (under its mount's prefix) from now on instead of the file. */
  replace(path: string, content: string | Buffer): void;
  /** Stops serving, and drops every open connection. */
  close(): Promise<void>;
}

/** The content types of the files of a web build. */
export const TYPES: Record<string, string>;

/** Serves each folder of `mounts` (address prefix to folder) on 127.0.0.1. */
export function serveMounts(mounts: Record<string, string>, port?: number): Promise<Served>;
