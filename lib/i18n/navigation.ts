import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Only redirect(): links are plain <a> (components/ui/LocaleLink.tsx) — full
// page loads keep each page's own Content-Security-Policy.
export const { redirect } = createNavigation(routing);
