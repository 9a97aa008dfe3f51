// The tally of a script's checks (the real app's and the WebKit test's): each printed as it
// is made, a summary at the end, and the exit code.

let passed = 0;
let failed = 0;

/** Records one check: `cond` held, as `what` says. */
export function check(cond, what) {
  if (cond) {
    passed++;
    console.log(`ok   ${what}`);
  } else {
    failed++;
    console.log(`FAIL ${what}`);
  }
}

/** Prints the tally and exits, failing if any check failed. */
export function finish() {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
