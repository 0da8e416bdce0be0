import { describe, expect, it } from 'vitest';
import { isPlayableVideo } from './media';

describe('isPlayableVideo', () => {
  it('plays stored files and media files on this site', () => {
    expect(isPlayableVideo('/api/files/64b7f0c2a1b2c3d4e5f60720')).toBe(true);
    expect(isPlayableVideo('/videos/harvest.webm?x=1')).toBe(true);
  });

  it("links pages on video sites and other sites' files instead (the CSP plays only our own)", () => {
    expect(isPlayableVideo('https://www.youtube.com/results?search_query=aquaponics')).toBe(false);
    expect(isPlayableVideo('https://vimeo.com/123')).toBe(false);
    expect(isPlayableVideo('https://cdn.example/tour.mp4')).toBe(false);
    expect(isPlayableVideo('//cdn.example/tour.mp4')).toBe(false);
  });
});
