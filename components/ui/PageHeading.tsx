import type { ReactNode } from 'react';

export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="mb-8 space-y-3">
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead && <p className="max-w-2xl text-lg text-muted">{lead}</p>}
    </div>
  );
}
