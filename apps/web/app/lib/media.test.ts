import { describe, expect, it } from 'vitest';
import { isPlayableVideo } from './media';

describe('isPlayableVideo', () => {
  it('plays stored files and direct media files', () => {
    expect(isPlayableVideo('/api/files/64b7f0c2a1b2c3d4e5f60720')).toBe(true);
    expect(isPlayableVideo('https://cdn.example/tour.mp4')).toBe(true);
    expect(isPlayableVideo('/videos/harvest.webm?x=1')).toBe(true);
  });

  it('links pages on video sites instead', () => {
    expect(isPlayableVideo('https://www.youtube.com/results?search_query=aquaponics')).toBe(false);
    expect(isPlayableVideo('https://vimeo.com/123')).toBe(false);
  });
});
