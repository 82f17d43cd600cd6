/**
 * FAKE_OIDC: a local stand-in for the NTAK identity provider (oidc-provider), mounted at
 * /fake-oidc so the NTAK login runs offline. Any login name signs in (oidc-provider's
 * development login page); the demo provider accounts below carry an e-mail and a tax number.
 * Refused in production: the configuration does not load with FAKE_OIDC=true and ENV=prod, and
 * this module checks again.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';

export const FAKE_OIDC_PREFIX = '/fake-oidc';

/**
 * The provider data NTAK hands over with the identity (decision 0022 maps each claim to a profile
 * field). Realistic values: valid by the portal's rules, an NTAK registration number of the
 * accommodation register's shape, a segment with one of its micro-segments.
 */
export interface FakeNtakProvider {
  provider_name: string;
  provider_type: 'GAZDASAGI_TARSASAG' | 'EGYENI_VALLALKOZO' | 'MAGANSZEMELY';
  provider_email: string;
  phone_number: string;
  website?: string;
  founded_on?: string;
  company_registration_number?: string;
  teaor_code?: string;
  ntak_registration_number?: string;
  tourism_segment: string;
  tourism_micro_segment?: string;
  tourism_activity_since?: string;
}

/** Demo NTAK provider accounts: log in with the key as login name (any password). */
export const FAKE_OIDC_ACCOUNTS: Record<
  string,
  { email: string; name: string; taxNumber: string; provider: FakeNtakProvider }
> = {
  demo: {
    email: DEMO_ACCOUNT.email,
    name: DEMO_ACCOUNT.name,
    taxNumber: DEMO_ACCOUNT.taxNumber.slice(0, 8),
    provider: {
      provider_name: DEMO_ACCOUNT.applicantName,
      provider_type: 'GAZDASAGI_TARSASAG',
      provider_email: 'foglalas@demo-turisztika.example.hu',
      phone_number: '+36 1 234 5678',
      website: 'https://demo-turisztika.example.hu',
      founded_on: '2011-04-18',
      company_registration_number: '01-09-123456',
      teaor_code: '5510',
      ntak_registration_number: 'MA19004582',
      tourism_segment: 'ACCOMMODATION',
      tourism_micro_segment: 'HOTEL',
      tourism_activity_since: '2012-06-01',
    },
  },
  szallas: {
    email: 'szallas@palyazat.example.hu',
    name: 'Szállás Szolgáltató',
    taxNumber: '87654321-2-42',
    provider: {
      provider_name: 'Kovács Anna e.v.',
      provider_type: 'EGYENI_VALLALKOZO',
      provider_email: 'vendeghaz@kovacs-anna.example.hu',
      phone_number: '+36 30 123 4567',
      teaor_code: '5520',
      ntak_registration_number: 'EG20001234',
      tourism_segment: 'ACCOMMODATION',
      tourism_micro_segment: 'PRIVATE',
      tourism_activity_since: '2020-05-01',
    },
  },
};

/** The provider-data claims the fake identity provider issues (with the profile scope). */
export const FAKE_NTAK_PROVIDER_CLAIMS = [
  'provider_name',
  'provider_type',
  'provider_email',
  'phone_number',
  'website',
  'founded_on',
  'company_registration_number',
  'teaor_code',
  'ntak_registration_number',
  'tourism_segment',
  'tourism_micro_segment',
  'tourism_activity_since',
] as const;

/** Answers a Node request/response pair; the caller strips nothing (the prefix is handled here). */
export type RawHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function createFakeOidcProvider(config: ServerConfig): RawHandler {
  if (config.env === 'prod') throw new Error('FAKE_OIDC refuses to run with ENV=prod');
  const oidc = config.auth.oidc;
  if (!oidc) throw new Error('FAKE_OIDC needs NTAK_OIDC_ENABLED=true');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'fake-oidc',
    use: 'sig',
    alg: 'RS256',
  };

  const provider = new Provider(oidc.issuer, {
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: [`${config.auth.publicUrl}/api/oidc/ntak/callback`],
        post_logout_redirect_uris: [`${config.auth.publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [config.sessionSecret] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'tax_number', ...FAKE_NTAK_PROVIDER_CLAIMS],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const known = FAKE_OIDC_ACCOUNTS[id];
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: known?.email ?? `${id}@ntak.example.hu`,
            email_verified: true,
            name: known?.name ?? id,
            tax_number: known?.taxNumber ?? '11111111',
            ...known?.provider,
          };
        },
      };
    },
    // The portal is the only client: consent is implied, as with the real NTAK login.
    // oxlint-disable-next-line typescript/no-explicit-any -- oidc-provider is untyped
    async loadExistingGrant(ctx: any) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims([
        'email',
        'email_verified',
        'name',
        'tax_number',
        ...FAKE_NTAK_PROVIDER_CLAIMS,
      ]);
      await grant.save();
      return grant;
    },
  });
  provider.proxy = true;
  const callback = provider.callback();
  return (req, res) => {
    // Mounted like express's app.use('/fake-oidc', …): the provider sees the path below the prefix.
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(FAKE_OIDC_PREFIX.length) || '/';
    void callback(req, res);
  };
}
