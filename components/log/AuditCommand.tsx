'use client';

import { useSyncExternalStore } from 'react';
import { noChange } from '@/components/ui/useHydrated';

/** `node verifier.js audit <this site> --vkey '…'`, with this site's address once in the browser. */
export function AuditCommand({ vkey, className }: { vkey: string; className: string }) {
  // the server does not know the address it is reached by; the browser does
  const origin = useSyncExternalStore(noChange, () => window.location.origin, () => 'https://…');
  return (
    <pre tabIndex={0} className={className} data-testid="audit-command">
      {`node verifier.js audit ${origin} \\\n  --vkey '${vkey}'`}
    </pre>
  );
}
