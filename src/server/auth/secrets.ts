/**
 * Random secrets and their digests. Session ids, one-time tokens and two-factor codes are
 * handed to the user once and stored only as digests, so a copy of the database does not let
 * anyone sign in or use a link.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed tokens (the bar is ≥ 128 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy secret (a token cannot be guessed, so no key is needed). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA-256 with a purpose label, so one secret serves several independent uses. */
export function hmac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A six-digit code, uniformly random. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
