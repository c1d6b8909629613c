import type { ReactNode } from 'react';

/** `unchecked`: a dice proof that verifies by its commitment alone, every die thrown by Telegram (never a plain "verified"). */
export type BannerVerdict = 'verified' | 'failed' | 'committed' | 'computed' | 'unchecked' | 'error' | 'running';

const STYLE: Record<BannerVerdict, { box: string; icon: string }> = {
  verified: { box: 'border-ok/60 bg-ok/10', icon: 'bg-ok text-surface' },
  failed: { box: 'border-bad/60 bg-bad/10', icon: 'bg-bad text-surface' },
  error: { box: 'border-bad/60 bg-bad/10', icon: 'bg-bad text-surface' },
  committed: { box: 'border-wait/60 bg-wait/10', icon: 'bg-wait text-surface' },
  computed: { box: 'border-accent/60 bg-accent-soft', icon: 'bg-accent text-surface' },
  unchecked: { box: 'border-wait/60 bg-wait/10', icon: 'bg-wait text-surface' },
  running: { box: 'border-line bg-surface', icon: 'text-muted' },
};

// The words start at the top, their first line centred on the icon (3rem): centred as a block,
// a title painted half-read stood a line lower and moved up once the rest arrived
const TITLE = 'pt-[calc((3rem_-_1lh)/2)] text-2xl leading-tight font-bold text-ink sm:text-3xl';
const DETAIL = 'mt-1 text-sm text-muted sm:text-base';

function Icon({ verdict }: { verdict: BannerVerdict }) {
  const common = {
    width: 28,
    height: 28,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.6,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  switch (verdict) {
    case 'verified':
      return (
        <svg {...common}>
          <path d="M5 12.5 10 17.5 19 7" />
        </svg>
      );
    case 'failed':
      return (
        <svg {...common}>
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <path d="M12 6v7M12 17.5v.5" />
        </svg>
      );
    case 'committed':
      return (
        <svg {...common} strokeWidth={2.2}>
          <circle cx="12" cy="12" r="8" />
          <path d="M12 8v4.5l3 2" />
        </svg>
      );
    case 'computed':
      return (
        <svg {...common} strokeWidth={2.2}>
          <path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16" />
        </svg>
      );
    case 'unchecked':
      return (
        <svg {...common} strokeWidth={2.2}>
          <circle cx="12" cy="12" r="8" />
          <path d="M8 12h8" />
        </svg>
      );
    case 'running':
      return (
        <svg {...common} className="animate-spin motion-reduce:animate-none" strokeWidth={2.4}>
          <path d="M12 3a9 9 0 1 0 9 9" />
        </svg>
      );
  }
}

/**
 * The large verdict: icon + words + colour. The root carries `data-verdict` once a verdict
 * exists (browser tests read it) and announces changes politely to screen readers.
 */
export function VerdictBanner({
  verdict,
  title,
  detail,
  reserve,
}: {
  verdict: BannerVerdict;
  title: string;
  detail?: ReactNode;
  /**
   * Words the banner keeps room for, unseen, whatever it says: the ones it said first ("checking…"),
   * and those it is expected to say (a failed proof's stored verdict). A verdict that needs fewer
   * lines then leaves the page below where it was (no layout shift).
   */
  reserve?: { title: string; detail?: ReactNode }[];
}) {
  const s = STYLE[verdict];
  return (
    <div
      role="status"
      aria-live="polite"
      data-verdict={verdict === 'running' ? undefined : verdict}
      aria-busy={verdict === 'running' ? true : undefined}
      className={`flex items-start gap-4 rounded-2xl border-2 p-4 sm:p-5 ${s.box}`}
    >
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${s.icon}`}
      >
        <Icon verdict={verdict} />
      </span>
      <div className="grid min-w-0 flex-1">
        {/* keyed by verdict: the verdict's words are new nodes, not checking…'s moved down a line —
            which the browser would count as a layout shift though the banner keeps its size */}
        <div key={verdict} className="col-start-1 row-start-1">
          <p className={TITLE}>{title}</p>
          {detail != null && <div className={DETAIL}>{detail}</div>}
        </div>
        {reserve?.map((words, i) => (
          <div key={i} aria-hidden="true" className="invisible col-start-1 row-start-1">
            <div className={TITLE}>{words.title}</div>
            {words.detail != null && <div className={DETAIL}>{words.detail}</div>}
          </div>
        ))}
      </div>
    </div>
  );
}
