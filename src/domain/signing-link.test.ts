import { signingLinkExpiresAt, signingLinkState } from './signing-link';

describe('signing links', () => {
  const createdAt = new Date('2027-07-13T10:00:00Z');
  const expiresAt = signingLinkExpiresAt(createdAt);

  it('last 24 hours', () => {
    expect(expiresAt.toISOString()).toBe('2027-07-14T10:00:00.000Z');
  });

  it('are valid until they expire, then expired', () => {
    expect(signingLinkState({ expiresAt, usedAt: null }, new Date('2027-07-14T09:59:59.999Z'))).toBe('valid');
    expect(signingLinkState({ expiresAt, usedAt: null }, new Date('2027-07-14T10:00:00Z'))).toBe('expired');
  });

  it('are used once signed, even after they would have expired', () => {
    const usedAt = new Date('2027-07-13T11:00:00Z');
    expect(signingLinkState({ expiresAt, usedAt }, new Date('2027-07-13T11:00:01Z'))).toBe('used');
    expect(signingLinkState({ expiresAt, usedAt }, new Date('2027-08-01T00:00:00Z'))).toBe('used');
  });
});
