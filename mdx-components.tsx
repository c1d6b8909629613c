import type { MDXComponents } from 'mdx/types';

/**
 * Components available to every MDX document (content/). Styling lives in
 * the `.doc` rules of app/globals.css; the page passes the diagram.
 */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return {
    table: (props) => (
      <div className="doc-table">
        <table {...props} />
      </div>
    ),
    ...components,
  };
}
