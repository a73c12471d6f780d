/**
 * How many interpreter steps make a millisecond of CPU on the reference machine. Measured by
 * `npm run bench -- code-runner` (scripts/bench/code-runner.ts), which prints fresh values.
 */

/** MicroPython: metered wasm steps (loop iterations + function entries/returns) per ms. */
export const PYTHON_STEPS_PER_MS = 72_000

/** QuickJS: metered wasm steps per ms. */
export const JS_STEPS_PER_MS = 280_000
