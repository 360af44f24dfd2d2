import { createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import jwt from "jsonwebtoken";
import { writeFileDurably } from "../store/durableFile";
import type { SessionService } from "./sessions";

export interface TokenClaims {
  sub: string;
  /** The admin's token_version when the token was issued. */
  tv: number;
  /** The session the token belongs to: ending the session ends the token. */
  sid: string;
}

/** Signs and checks admin bearer tokens (HS256 JWTs); each one belongs to a session kept in `sessions`. */
export class TokenService {
  /**
   * The secret as a key object, made once: given a plain string or buffer, jsonwebtoken first tries to read it
   * as a public key on every call, which made each admin request cost about a millisecond.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: Buffer | string,
    readonly ttlSeconds: number,
    readonly sessions: SessionService,
  ) {
    this.secret = createSecretKey(typeof secret === "string" ? Buffer.from(secret, "utf8") : secret);
  }

  issue(claims: TokenClaims): string {
    return jwt.sign({ tv: claims.tv, sid: claims.sid }, this.secret, { algorithm: "HS256", subject: claims.sub, expiresIn: this.ttlSeconds });
  }

  /**
   * Answers the claims of a valid token, or null (bad signature, wrong algorithm, expired, malformed, or made
   * before sessions existed: such a token has no session to end, so it is not accepted).
   */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ["HS256"] });
      if (typeof payload !== "object" || typeof payload.sub !== "string" || typeof payload.tv !== "number" || typeof payload.sid !== "string") {
        return null;
      }
      return { sub: payload.sub, tv: payload.tv, sid: payload.sid };
    } catch {
      return null;
    }
  }
}

/** JWT_SECRET if given, else a 32-byte random secret kept in DATA_DIR/jwt-secret (mode 0600). */
export async function loadJwtSecret(dataDir: string, fromEnv?: string): Promise<Buffer | string> {
  if (fromEnv) return fromEnv;
  const path = join(dataDir, "jwt-secret");
  try {
    const hex = (await readFile(path, "utf8")).trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32);
  await writeFileDurably(path, secret.toString("hex"), 0o600);
  return secret;
}
