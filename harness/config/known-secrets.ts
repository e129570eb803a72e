// Teaches this process's redactor every configured secret, before anything is sent, printed or written.
import { credentialParts, type Config } from "./config.js";
import { redactor } from "../secrets/redact.js";

export function rememberSecrets(config: Config): void {
  for (const url of [config.baseUrl, config.legacyBaseUrl]) if (url) redactor.learnFromUrl(url);
  redactor.addSecret(config.impKey, "imp_key");
  redactor.addSecret(config.impSecret, "imp_secret");
  for (const line of [config.b2bBearerAuth, config.b2bServiceKeyAuth, config.b2bDisabledAuth, config.apiAuth, config.apiAuthOtherStore, config.controlAuth]) {
    for (const part of line ? credentialParts(line) : []) {
      if (!part.query) redactor.addSecretHeader(part.name);
      redactor.addSecret(part.value, "credential");
      const scheme = /^\S+\s+(\S+)$/.exec(part.value);
      if (scheme) redactor.addSecret(scheme[1], "credential");
    }
  }
}
