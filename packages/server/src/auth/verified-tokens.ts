/** What the API reads from a verified access token. */
export interface AccessTokenClaims {
  subject: string;
  /** Issue time, in seconds. */
  issuedAt: number;
  /** The sign-in session the token belongs to (null for a token without one). */
  session: string | null;
}

/** How many verified access tokens are kept at most. */
export const TOKENS_KEPT = 10_000;

/**
 * Access tokens whose signature, issuer, audience and type have been verified, by their text, each
 * until it expires: the same token sent again needs no second verification of its signature. Only
 * tokens that passed verification get here, so the list holds nothing a caller made up; the
 * oldest goes first when it is full. Whether the token's user and sessions are still valid is
 * checked at every request, not here.
 */
export class VerifiedTokens {
  readonly #tokens = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();

  constructor(
    private readonly kept = TOKENS_KEPT,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a token verified before and not yet expired. */
  get(token: string): AccessTokenClaims | null {
    const known = this.#tokens.get(token);
    if (!known) return null;
    // As the verification counts it: expired from the second of `exp` on.
    if (Math.floor(this.now() / 1000) >= known.expiresAt) {
      this.#tokens.delete(token);
      return null;
    }
    return known.claims;
  }

  /** Keeps a verified token until `expiresAt` (seconds); a token without an expiry is not kept. */
  add(token: string, claims: AccessTokenClaims, expiresAt: number | undefined): void {
    if (expiresAt === undefined) return;
    this.#tokens.delete(token);
    if (this.#tokens.size >= this.kept) {
      const oldest = this.#tokens.keys().next();
      if (!oldest.done) this.#tokens.delete(oldest.value);
    }
    this.#tokens.set(token, { claims: Object.freeze({ ...claims }), expiresAt });
  }

  get size(): number {
    return this.#tokens.size;
  }
}
