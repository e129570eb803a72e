// What a test waits for in server time, and the skip reason when the run's time mode lets no time pass.

/** What a test waits for: in words, and how long at most (its timeout in time mode real follows). */
export interface ServerWait {
  what: string;
  seconds: number;
}

export const timeModeOffReason = (wait: ServerWait) => `disabled in time mode off: the test needs ${wait.what}; `
  + "set CONFORMANCE_TIME_MODE=real (waits in real time) or offer the test-clock control (README: Time modes)";
