// Records no one has, named like real ones (harness/data/unknown-like.ts), from a value of any JSON type an answer held.
import { unknownLike as shapedLike } from "../../data/unknown-like.js";
import type { B2bApi } from "../client/api.js";

/** A value shaped like `real` that names nothing: a number stays a number, anything else is shaped as its text. */
export const unknownLike = (api: B2bApi, real: unknown): string | number =>
  shapedLike(api.t.faker, typeof real === "number" ? real : String(real));
