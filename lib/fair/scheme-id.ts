/**
 * A scheme id's shape (`roll_pair_v1`): lowercase letters, digits and underscores, no dot, no slash —
 * what may go into a path built from one (`by-scheme/<id>`). Whether it names a scheme is the
 * registry's (./schemes: isScheme), which loads every scheme's computation; the browser's loaders
 * ask this instead, and a well-shaped id that names no file fails to import.
 */
export const hasSchemeIdShape = (s: unknown): s is string => typeof s === 'string' && /^[a-z][a-z0-9_]*$/.test(s);
