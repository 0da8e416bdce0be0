import { describe, expect, it } from 'vitest';
import { backOf, fromList, listAt } from '#app/admin/list-place';

describe('the list an edit screen was opened from', () => {
  it('goes back to the list with its query, and to the bare list otherwise', () => {
    expect(listAt('/admin-panel/blog', '?search=farm&page=3')).toBe('/admin-panel/blog?search=farm&page=3');
    for (const back of [null, '', '?', '//evil.example', 'https://evil.example', '?page=2#x'])
      expect(listAt('/admin-panel/blog', back), String(back)).toBe('/admin-panel/blog');
  });

  it('carries the query through links and reads it back', () => {
    const href = fromList('/admin-panel/blogs/blogs-create/abc', '?search=farm&page=3', { delete: '' });
    expect(href).toBe('/admin-panel/blogs/blogs-create/abc?delete&back=%3Fsearch%3Dfarm%26page%3D3');
    expect(backOf(href)).toBe('?search=farm&page=3');
    expect(fromList('/admin-panel/gallery/add-gallery/abc', '')).toBe('/admin-panel/gallery/add-gallery/abc');
  });
});
