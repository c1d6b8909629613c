'use client';

import { createContext } from 'react';

/**
 * True where the outcomes are the server's markup: drawn on the server, or drawn in the browser to
 * hydrate it (components/outcomes/Outcomes.tsx). A part the server drew stays drawn; a part made
 * only on demand (a folded poker hand's deck) is made so only in a drawing of the browser's own.
 */
export const ServerMarkup = createContext(true);
