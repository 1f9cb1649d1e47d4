import { videoUrlProblem } from './video-block';

describe('the video block in the Studio (issue 30)', () => {
  it('takes a YouTube address and tells the editor that any other shows nothing', () => {
    expect(videoUrlProblem('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(videoUrlProblem('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(videoUrlProblem('https://vimeo.com/76979871')).toMatch(/^Only YouTube videos can be shown/);
    // An empty address is the required rule's to report.
    expect(videoUrlProblem('')).toBe(true);
  });
});
