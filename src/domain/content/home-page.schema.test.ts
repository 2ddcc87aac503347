import { describe, expect, it } from 'vitest';
import { HOME_TOP_TASKS } from './home.ts';
import { HomePageSchema, ImageSchema } from './page-content.schema.ts';
import { SEED_PAGES } from './seed-content.ts';
import { PROPERTY_PATHS } from '#domain/property/property-profile.ts';
import { findSiteRoute } from './site-routes.ts';

const seed = SEED_PAGES.home;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('home page content', () => {
  it('accepts the seed content, with its placeholder hero image and seven top tasks', () => {
    expect(HomePageSchema.safeParse(seed).success).toBe(true);
    expect(seed.topTasks).toHaveLength(7);
    expect(seed.heroImage.alt).toMatch(/^Placeholder illustration/);
  });

  it('refuses a hero image without alt text', () => {
    const { alt: _alt, ...withoutAlt } = seed.heroImage;
    const result = HomePageSchema.safeParse({ ...seed, heroImage: withoutAlt });
    expect(issuesOf(result)).toEqual([
      { path: 'heroImage.alt', message: 'Describe the photo for visitors who cannot see it.' },
    ]);
  });

  it('refuses an empty or blank alt text: the hero photo is never decorative', () => {
    for (const alt of ['', '   ']) {
      const result = ImageSchema.safeParse({ src: '/images/valley.jpg', alt });
      expect(issuesOf(result)).toEqual([
        { path: 'alt', message: 'Describe the photo for visitors who cannot see it.' },
      ]);
    }
  });

  it('refuses a home page without a hero image', () => {
    const { heroImage: _image, ...withoutImage } = seed;
    expect(HomePageSchema.safeParse(withoutImage).success).toBe(false);
  });

  it('takes images of this site only, in a web image format', () => {
    const alt = 'Station 21 in Kamas';
    expect(ImageSchema.safeParse({ src: '/images/station-21.JPG', alt }).success).toBe(true);
    expect(ImageSchema.safeParse({ src: '/images/valley.webp', alt }).success).toBe(true);
    for (const src of [
      'https://example.org/valley.jpg',
      '//example.org/valley.jpg',
      '/images/valley.pdf',
      'javascript:alert(1).png',
      '/images/my valley.jpg',
    ]) {
      expect(issuesOf(ImageSchema.safeParse({ src, alt }))).toEqual([
        {
          path: 'src',
          message: 'Enter the address of an image on this site, such as /images/valley.jpg.',
        },
      ]);
    }
  });

  it('keeps between one and eight top tasks', () => {
    expect(HomePageSchema.safeParse({ ...seed, topTasks: [] }).success).toBe(false);
    const nine = Array.from({ length: 9 }, () => ({ ...seed.topTasks[0]! }));
    expect(HomePageSchema.safeParse({ ...seed, topTasks: nine }).success).toBe(false);
  });

  it('leads every top task to a page of the site', () => {
    for (const task of HOME_TOP_TASKS) {
      const path = task.path.split('#')[0] ?? '';
      // The property registry's form is a feature page (issue 37 item 6), not a content route.
      const isFeaturePage = path === PROPERTY_PATHS.form;
      expect(isFeaturePage || findSiteRoute(path) !== undefined, task.label).toBe(true);
    }
  });
});
