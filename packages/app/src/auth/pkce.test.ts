import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeFor, createState, createVerifier, randomString } from './pkce.ts';

describe('PKCE', () => {
  it('makes a 40-character state and a 128-character verifier of unreserved characters', () => {
    const state = createState();
    const verifier = createVerifier();
    expect(state).toHaveLength(40);
    expect(verifier).toHaveLength(128);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(createState()).not.toBe(state);
  });

  it('derives the S256 challenge as base64url of the SHA-256 digest', async () => {
    const verifier = randomString(64);
    const expected = createHash('sha256').update(verifier).digest('base64url');
    expect(await challengeFor(verifier)).toBe(expected);
  });
});
