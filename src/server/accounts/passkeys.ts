/**
 * Passkeys (WebAuthn), through @simplewebauthn/server: a signed-in user adds one (registration),
 * anyone signs in with one (authentication with a discoverable credential: no address typed).
 * The relying party is PUBLIC_URL's host and the expected origin PUBLIC_URL's, never the request's
 * Host header. User verification (a PIN, a fingerprint) is required, so a passkey is a sign-in of
 * two factors. Challenges live in the app store for two minutes, taken once, so any instance can
 * finish what another began.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AppError } from '../errors';
import { newId } from './secrets';
import type { UsersRepo } from './users.repo';

const CHALLENGE_TTL_MS = 120_000;

export class Passkeys {
  private readonly rpID: string;

  constructor(
    private readonly users: UsersRepo,
    private readonly origin: string,
  ) {
    this.rpID = new URL(origin).hostname;
  }

  /** Options for adding a passkey to a signed-in user's account. */
  async registrationOptions(user: { id: string; email: string }, now: number) {
    const existing = await this.users.passkeys(user.id);
    const options = await generateRegistrationOptions({
      rpName: 'Bible Study',
      rpID: this.rpID,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.id,
        transports: p.transports ? p.transports.split(',') : undefined,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.users
      .addChallenge(`reg-${user.id}`, user.id, 'register', options.challenge, now + CHALLENGE_TTL_MS)
      .catch(async () => {
        // one registration at a time: a new one replaces the last
        await this.users.takeChallenge(`reg-${user.id}`, 'register', 0);
        await this.users.addChallenge(
          `reg-${user.id}`,
          user.id,
          'register',
          options.challenge,
          now + CHALLENGE_TTL_MS,
        );
      });
    return options;
  }

  /** Checks the browser's answer and keeps the passkey. */
  async register(userId: string, response: unknown, name: string, now: number) {
    const challenge = await this.users.takeChallenge(`reg-${userId}`, 'register', now);
    if (!challenge) throw new AppError('passkey_failed', 400);
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) throw new AppError('passkey_failed', 400);
    const { credential } = result.registrationInfo;
    if (await this.users.passkey(credential.id)) throw new AppError('passkey_failed', 400);
    await this.users.addPasskey({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      createdAt: now,
    });
    return credential.id;
  }

  /** Options for signing in with a passkey, and the id of the challenge to answer. */
  async authenticationOptions(now: number) {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    const challengeId = newId();
    await this.users.addChallenge(
      challengeId,
      null,
      'authenticate',
      options.challenge,
      now + CHALLENGE_TTL_MS,
    );
    return { challengeId, options };
  }

  /** The user a passkey answer signs in, or a 401 passkey_failed. */
  async authenticate(challengeId: string, response: AuthenticationResponseJSON, now: number) {
    const challenge = await this.users.takeChallenge(challengeId, 'authenticate', now);
    const passkey = challenge && (await this.users.passkey(response.id));
    if (!challenge || !passkey) throw new AppError('passkey_failed', 401);
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports ? (passkey.transports.split(',') as never) : undefined,
      },
    }).catch(() => null);
    if (!result?.verified) throw new AppError('passkey_failed', 401);
    await this.users.usePasskey(passkey.id, result.authenticationInfo.newCounter, now);
    return passkey.userId;
  }
}
