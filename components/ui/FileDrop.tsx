'use client';

import { useState, type ReactNode } from 'react';

/** A file's bytes as UTF-8 text, or null when they are not text (not UTF-8, or a NUL inside). */
function textOf(bytes: ArrayBuffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * A box that takes a text file: dropped on it, or opened with its file button (below `children`,
 * the box's own text field). `onText` gets the file's text; the strings are the caller's, translated.
 */
export function FileDrop({
  onText,
  accept,
  fileLabel,
  dropHere,
  fileError,
  zoneTestId,
  fileTestId,
  children,
}: {
  onText(text: string): void;
  accept: string;
  fileLabel: string;
  dropHere: string;
  fileError: string;
  zoneTestId: string;
  fileTestId: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState(false);
  // only text is put in the box: a picture or any other binary file is refused, the box left as it was
  const read = (file: File | undefined) => {
    if (!file) return;
    file.arrayBuffer().then(
      (bytes) => {
        const text = textOf(bytes);
        setFailed(text === null);
        if (text !== null) onText(text);
      },
      () => setFailed(true),
    );
  };
  return (
    <div
      className={`space-y-3 rounded-xl ${dragging ? 'outline-2 outline-offset-4 outline-accent outline-dashed' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        read(e.dataTransfer.files[0]);
      }}
      onInput={() => setFailed(false)}
      data-testid={zoneTestId}
    >
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <label className="cursor-pointer rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium focus-within:outline-2 focus-within:outline-accent hover:border-accent">
          {fileLabel}
          <input
            type="file"
            accept={accept}
            className="sr-only"
            data-testid={fileTestId}
            onChange={(e) => {
              read(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {dragging && <span className="text-sm text-muted">{dropHere}</span>}
        {failed && (
          <span role="alert" className="text-sm text-bad">
            {fileError}
          </span>
        )}
      </div>
    </div>
  );
}
