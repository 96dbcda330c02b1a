import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { fromNow, type Clock } from './clock.js';

/**
 * Short-lived HS256 JWTs that one of our processes signs for another (the viewer token, upload
 * receipts), timed by the platform clock. Each kind has its own audience, so one never passes as another.
 */
export class SignedTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly audience: string,
    private readonly clock: Clock,
    private readonly issuer = 'svc-gateway',
  ) {}

  sign(claims: JWTPayload, ttlMs: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt(this.clock.now())
      .setExpirationTime(fromNow(this.clock, ttlMs))
      .sign(this.key);
  }

  /** The claims, or null when the token is forged, expired, malformed or of another kind. */
  async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload;
    } catch {
      return null;
    }
  }
}
