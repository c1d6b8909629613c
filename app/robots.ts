import type { MetadataRoute } from 'next';

/** /robots.txt: every page may be crawled. The site has no sitemap, so none is named. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' } };
}
