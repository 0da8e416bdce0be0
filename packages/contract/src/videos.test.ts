import { describe, expect, it } from 'vitest';
import { serviceFormSchema, serviceInputSchema, videoUrlRule } from './admin-catalog';
import { videoEmbedUrl, videoSourceOf } from './video-source';

const FILE_URL = '/api/files/0123456789abcdef01234567';
const ID = 'dQw4w9WgXcQ';

describe('video addresses', () => {
  it('name a stored file, one YouTube video or one Vimeo video', () => {
    expect(videoSourceOf(FILE_URL)).toEqual({ kind: 'file', url: FILE_URL });
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
    ])
      expect(videoSourceOf(url)).toEqual({ kind: 'youtube', id: ID });
    expect(videoSourceOf('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(videoSourceOf('https://www.vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
  });

  it('refuse searches, channels, playlists, other sites and plain http', () => {
    for (const url of [
      'https://www.youtube.com/results?search_query=aquaponics',
      'https://www.youtube.com/@greengrowfarms',
      'https://www.youtube.com/playlist?list=PL123',
      'https://www.youtube.com/watch?v=short',
      `http://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `https://evil.example/?u=https://youtu.be/${ID}`,
      `https://user@youtu.be/${ID}`,
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/abc',
      'https://cdn.example/tour.mp4',
      '/videos/a.mp4',
      'javascript:alert(1)',
      '',
    ]) {
      expect(videoSourceOf(url), url).toBeUndefined();
      expect(videoUrlRule.safeParse(url).success, url).toBe(false);
    }
  });

  it('refuse with the contract message code the web translates', () => {
    const result = videoUrlRule.safeParse('https://www.youtube.com/results?search_query=farms');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['videoUrlInvalid']);
  });

  it('load players from the privacy-friendly hosts only', () => {
    expect(videoEmbedUrl({ kind: 'youtube', id: ID })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
    expect(videoEmbedUrl({ kind: 'vimeo', id: '42' })).toBe(
      'https://player.vimeo.com/video/42?autoplay=1&dnt=1',
    );
    expect(videoEmbedUrl({ kind: 'file', url: FILE_URL })).toBeUndefined();
  });
});

describe('service videos in the body and the form', () => {
  const base = { name: 'Farms', description: 'Grown here', image: [] };

  it('need a title, and take an optional Arabic one', () => {
    const result = serviceInputSchema.safeParse({
      ...base,
      video: [{ url: `https://youtu.be/${ID}`, title: ' ', titleAr: '' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['video.0.title', 'required'],
    ]);
    const ok = serviceInputSchema.parse({ ...base, video: [{ url: FILE_URL, title: 'Tour', titleAr: '' }] });
    expect(ok.video).toEqual([{ url: FILE_URL, title: 'Tour', titleAr: undefined }]);
  });

  it('add one new video, a link or a file with its title', () => {
    const file = new File([new Uint8Array(8)], 'tour.webm', { type: 'video/webm' });
    const paths = (value: object) =>
      (serviceFormSchema.safeParse({ ...base, ...value }).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(paths({ newVideoUrl: `https://youtu.be/${ID}` })).toEqual([['newVideoTitle', 'required']]);
    expect(paths({ newVideoUrl: `https://youtu.be/${ID}`, newVideoFile: file, newVideoTitle: 'A' })).toEqual([
      ['newVideoFile', 'videoOneSource'],
    ]);
    expect(paths({ newVideoFile: file, newVideoTitle: 'A' })).toEqual([]);
    expect(
      paths({ newVideoFile: new File(['x'], 'tour.avi', { type: 'video/x-msvideo' }), newVideoTitle: 'A' }),
    ).toEqual([['newVideoFile', 'videoType']]);
    expect(
      paths({ newVideoUrl: 'https://www.youtube.com/results?search_query=x', newVideoTitle: 'A' }),
    ).toEqual([['newVideoUrl', 'videoUrlInvalid']]);
  });
});
