import GithubSlugger from 'github-slugger';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import { DOCS, loadDoc, type Doc } from '@/content';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { localeAlternates } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/routing';
import { CommitRevealDiagram } from './CommitRevealDiagram';

const href = (doc: Doc) => (doc === 'how-it-works' ? '/how-it-works' : `/how-it-works/${doc}`);

/** Title, lead and `##` headings of a document, read from its source (ids as rehype-slug makes them). */
const outline = cache(async (doc: Doc, locale: Locale) => {
  const source = await readFile(join(process.cwd(), 'content', locale, `${doc}.mdx`), 'utf8');
  const lines = source.split('\n');
  const title = lines.find((l) => l.startsWith('# '))?.slice(2).trim() ?? doc;
  const lead = lines.find((l, i) => i > 0 && l.trim() && !l.startsWith('#') && !l.startsWith('<'))?.trim() ?? '';
  const slugger = new GithubSlugger();
  slugger.slug(title); // the h1 takes its slug first, as in the rendered page
  const sections = lines.filter((l) => l.startsWith('## ')).map((l) => {
    const text = l.slice(3).trim();
    return { text: text.replace(/`/g, ''), id: slugger.slug(text.replace(/`/g, '')) };
  });
  return { title, lead: lead.replace(/[*_`]/g, ''), sections };
});

export async function docMetadata(doc: Doc, locale: Locale): Promise<Metadata> {
  const { title, lead } = await outline(doc, locale);
  return { title, description: lead.length > 200 ? `${lead.slice(0, 197)}…` : lead, alternates: localeAlternates(href(doc)) };
}

/** An explainer page: the section's tabs, a table of contents and the document. */
export async function DocPage({ doc, locale }: { doc: Doc; locale: Locale }) {
  const t = await getTranslations('Docs');
  const { sections } = await outline(doc, locale);
  const { default: Content } = await loadDoc(doc, locale);

  return (
    <div className="space-y-8">
      <nav aria-label={t('section')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-line text-sm">
          {DOCS.map((d) => (
            <li key={d}>
              <LocaleLink
                href={href(d)}
                aria-current={d === doc ? 'page' : undefined}
                className={`-mb-px block border-b-2 px-3 py-2 ${
                  d === doc ? 'border-accent font-medium text-accent' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {t(d)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col lg:grid lg:grid-cols-[minmax(0,1fr)_13rem] lg:gap-10">
        {sections.length > 2 && (
          <nav aria-label={t('onThisPage')} className="mb-6 text-sm lg:col-start-2 lg:row-start-1 lg:mb-0">
            {/* A phone gets a closed list above the text, a wide screen a sticky one beside it; before
                the text in the markup too, or the text a phone drew first would move down for it */}
            <details className="rounded-xl border border-line bg-surface p-4 lg:hidden">
              <summary className="-my-2 cursor-pointer py-2 font-medium">{t('onThisPage')}</summary>
              <Toc sections={sections} />
            </details>
            <div className="hidden lg:sticky lg:top-6 lg:block">
              <p className="font-medium">{t('onThisPage')}</p>
              <Toc sections={sections} />
            </div>
          </nav>
        )}
        <article className="doc min-w-0 lg:col-start-1 lg:row-start-1">
          <Content components={{ CommitRevealDiagram }} />
        </article>
      </div>
    </div>
  );
}

function Toc({ sections }: { sections: { id: string; text: string }[] }) {
  return (
    <ol className="mt-2 space-y-1.5">
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`} className="text-muted underline-offset-4 hover:text-accent hover:underline">
            {s.text}
          </a>
        </li>
      ))}
    </ol>
  );
}
