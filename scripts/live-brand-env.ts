import { randomBytes } from 'node:crypto';

/**
 * A live brand's environment as a company sets it in its Netlify site (README "Deploying a brand"), for
 * the deploy rehearsal: Adyen (`PAYMENT_PROCESSOR=adyen`) on its test platform, as a company runs it
 * before it switches to live, with the webhook's HMAC key and Basic authentication; an SMTP provider;
 * an OpenID Connect provider for the desk; signing secrets; Netlify Blobs; the publishing webhook.
 * The keys and secrets are made for each rehearsal, as a company's are its own. The rehearsal contacts
 * none of these services: it builds, books (no payment) and posts webhooks to the site's own function.
 */
export function liveBrandEnvironment(siteUrl: string) {
  return {
    PAYMENT_PROCESSOR: 'adyen',
    ADYEN_API_KEY: `AQE_rehearsal_${randomBytes(16).toString('hex')}`,
    ADYEN_MERCHANT_ACCOUNT: 'RehearsalRentalECOM',
    ADYEN_HMAC_KEY: randomBytes(32).toString('hex').toUpperCase(),
    ADYEN_ENVIRONMENT: 'test',
    ADYEN_WEBHOOK_USERNAME: 'adyen-webhook',
    ADYEN_WEBHOOK_PASSWORD: randomBytes(18).toString('base64url'),
    SMTP_URL: 'smtps://rehearsal:password@smtp.example-rental.is:465',
    STAFF_OIDC_ISSUER: 'https://login.example-rental.is/rehearsal/v2.0',
    STAFF_OIDC_CLIENT_ID: 'rental-desk',
    STAFF_OIDC_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    STAFF_ROLE_CLAIM: 'roles',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    STAFF_SESSION_SECRET: randomBytes(32).toString('base64url'),
    FILE_STORAGE: 'netlify-blobs',
    SANITY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/rehearsal',
    URL: siteUrl,
    // netlify-cli's local build sets NETLIFY_LOCAL, so it is no deploy to the build's checks; this asks
    // for a production deploy's checks of the environment all the same (scripts/build.mts).
    DEPLOY_REHEARSAL: 'true',
  };
}
