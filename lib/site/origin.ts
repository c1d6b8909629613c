import { rawSetting } from '../config.ts';

/**
 * The site's own origin (scheme, host and port, no path), for what must be absolute: hreflang
 * alternates and Next's `metadataBase`. FAIR_SITE_URL, read at run time like CONTACT_EMAIL (the
 * server renders each page on its first request, never serving what `next build` rendered); unset
 * or not an http(s) URL: http://localhost:<PORT or 3000>.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return parseOrigin(env.FAIR_SITE_URL) ?? `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/** The host (and port) of FAIR_SITE_URL when it is a usable origin, else null: the log's default origin is `<host>/log`. */
export function siteHost(value: string | undefined = rawSetting('FAIR_SITE_URL')): string | null {
  const origin = parseOrigin(value);
  return origin === null ? null : new URL(origin).host;
}

/** The origin of an http(s) URL given without query or fragment, or null. */
function parseOrigin(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v || !URL.canParse(v)) return null;
  const url = new URL(v);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash ? url.origin : null;
}

/**
 * What `npm start` says once when FAIR_SITE_URL is set but cannot be used, or null. Unset is not
 * warned about: the default suits a site tried on this machine.
 */
export function siteOriginWarning(value: string | undefined = rawSetting('FAIR_SITE_URL')): string | null {
  if (!value?.trim() || parseOrigin(value)) return null;
  return `warning: FAIR_SITE_URL ${JSON.stringify(value)} is not an http(s) origin such as https://fair.example.com and is ignored: hreflang links name ${siteOrigin({ PORT: rawSetting('PORT') })}.`;
}
