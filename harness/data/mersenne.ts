// MT19937 drawing 53-bit doubles, as faker's default randomizer does (the same numbers for the same seed; a unit test
// holds the two together), for a generator per test without a faker per test (harness/data/data.ts).
const N = 624;
const M = 397;
const UPPER = 2 ** 31;
const LOWER = 2 ** 31 - 1;
const MATRIX_A = 2567483615;

function initialised(seed: number): number[] {
  const s = new Array<number>(N);
  s[0] = seed;
  for (let i = 1; i < N; i++) {
    const prev = s[i - 1]! ^ (s[i - 1]! >>> 30);
    s[i] = Math.trunc(Math.imul(1812433253, prev) + i);
  }
  return s;
}

function twisted(s: number[]): number[] {
  for (let i = 0; i < N - M; i++) {
    const y = (s[i]! & UPPER) + (s[i + 1]! & LOWER);
    s[i] = s[i + M]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  }
  for (let i = N - M; i < N - 1; i++) {
    const y = (s[i]! & UPPER) + (s[i + 1]! & LOWER);
    s[i] = s[i + M - N]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  }
  const y = (s[N - 1]! & UPPER) + (s[0]! & LOWER);
  s[N - 1] = s[M - 1]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  return s;
}

export class Mersenne53 {
  private states: number[];
  private index = 0;

  constructor(seed: number) {
    this.states = twisted(initialised(seed));
  }

  seed(seed: number | number[]): void {
    if (typeof seed !== "number") throw new Error("a test's faker takes a number as its seed");
    this.states = twisted(initialised(seed));
    this.index = 0;
  }

  /** A double in [0, 1) of 53 random bits. */
  next(): number {
    const high = this.nextU32() >>> 5;
    const low = this.nextU32() >>> 6;
    return (high * 67108864 + low) * 11102230246251565e-32;
  }

  private nextU32(): number {
    let y = this.states[this.index]!;
    y ^= this.states[this.index]! >>> 11;
    y ^= (y << 7) & 2636928640;
    y ^= (y << 15) & 4022730752;
    y ^= y >>> 18;
    if (++this.index >= N) {
      this.states = twisted(this.states);
      this.index = 0;
    }
    return y >>> 0;
  }
}
