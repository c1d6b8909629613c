import type { PreviewLimits } from '@/lib/fair/schemes/scheme';

/**
 * How many events (rolls, dice) and groups (deals, hands) a list draws before its "show all"
 * button — and what the server draws of a longer proof (its preview: app/[locale]/fair/[id]/page.tsx).
 * A module of its own, not the renderers' ('use client'): the server reads these as values.
 */
export const EVENT_LIMIT = 600;
export const GROUP_LIMIT = 20;
export const PAGE_LIMITS: PreviewLimits = { events: EVENT_LIMIT, groups: GROUP_LIMIT };
