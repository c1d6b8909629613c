import type { MDXComponents } from 'mdx/types';

/**
 * Components available to every MDX document (content/). Styling lives in
 * the `.doc` rules of app/globals.css; the page passes the diagram.
 */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return {
    // Wide code and tables scroll inside themselves on a phone; a scrollable
    // region must be reachable by keyboard (tabIndex 0).
    pre: (props) => <pre tabIndex={0} {...props} />,
    table: (props) => (
      <div className="doc-table" tabIndex={0}>
        <table {...props} />
      </div>
    ),
    ...components,
  };
}
