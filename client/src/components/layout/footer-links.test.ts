import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, socialLinks } from './footer-links';

describe('the footer links', () => {
  it('all lead somewhere: no `#`, no empty target', () => {
    const hrefs = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href));
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]*(#[a-z-]+)?$/);
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/cookies', '/accessibility', '/help', '/contact']));
  });

  it('show a social network only when the operator gave it a page', () => {
    expect(socialLinks(undefined)).toEqual([]);
    expect(socialLinks({ facebook: null, instagram: null, linkedin: null, youtube: null })).toEqual([]);
    expect(socialLinks({ facebook: null, instagram: 'https://instagram.com/acasa', linkedin: null, youtube: 'https://youtube.com/@acasa' })).toEqual([
      { network: 'instagram', name: 'Instagram', href: 'https://instagram.com/acasa' },
      { network: 'youtube', name: 'YouTube', href: 'https://youtube.com/@acasa' },
    ]);
  });
});
