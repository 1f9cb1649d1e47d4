import { postDateLabel } from './post-date-label';

describe('postDateLabel (a post date written at build)', () => {
  it("writes the header's short date and the long date of teasers and posts", () => {
    expect(postDateLabel('2027-03-03', 'en', 'short')).toBe('Mar 3');
    expect(postDateLabel('2027-03-03', 'en')).toBe('March 3, 2027');
    expect(postDateLabel('2027-03-03', 'de')).toBe('3. März 2027');
    expect(postDateLabel('2027-03-03', 'is')).toBe('3. mars 2027');
  });

  it("writes the day of the date whatever the build machine's time zone", () => {
    // The first and last day of a year, where an offset would move the day into another year.
    expect(postDateLabel('2027-01-01', 'en')).toBe('January 1, 2027');
    expect(postDateLabel('2026-12-31', 'en')).toBe('December 31, 2026');
  });
});
